import { fileAccess } from '@lancer/api/rules/file-access';
import type { UserSummary } from '@lancer/api/schemas/common';
import type { Request } from '@lancer/api/schemas/request';
import { and, count, eq, inArray } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { proposals } from '../db/proposal-schema';
import { type RequestRow } from '../db/request-schema';
import { savedJobs } from '../db/request-schema';
import { signFileUrl } from '../files/file-links';
import { iso } from '../lib/time';
import { loadSummaries } from '../user/user-summaries';

/** Request rows -> the contract's shape, with proposal counts and the viewer's own proposal. */
export async function toRequests(db: Executor, rows: RequestRow[], viewerId: string): Promise<Request[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [counts, mine, saved, people] = await Promise.all([
    db
      .select({ requestId: proposals.requestId, n: count() })
      .from(proposals)
      .where(inArray(proposals.requestId, ids))
      .groupBy(proposals.requestId),
    db
      .select({ requestId: proposals.requestId, id: proposals.id })
      .from(proposals)
      .where(and(inArray(proposals.requestId, ids), eq(proposals.providerId, viewerId))),
    db
      .select({ requestId: savedJobs.requestId })
      .from(savedJobs)
      .where(and(inArray(savedJobs.requestId, ids), eq(savedJobs.userId, viewerId))),
    loadSummaries(
      db,
      rows.map((row) => row.clientId),
    ),
  ]);
  const countOf = new Map(counts.map((row) => [row.requestId, row.n]));
  const mineOf = new Map(mine.map((row) => [row.requestId, row.id]));
  const savedIds = new Set(saved.map((row) => row.requestId));
  return rows.map((row) =>
    toRequestShape(row, {
      client: people.get(row.clientId),
      proposalCount: countOf.get(row.id) ?? 0,
      myProposalId: mineOf.get(row.id) ?? null,
      saved: savedIds.has(row.id),
    }),
  );
}

/** A post every signed-in user reads shares its files with anyone; another's are signed per answer (FILE-ACCESS). */
const requestFilesPublic = (row: RequestRow) =>
  fileAccess(
    {
      kind: 'request',
      request: { ...row, hidden: Boolean(row.hiddenAt) },
      proposed: false,
      invited: false,
    },
    null,
  ) === 'public';

/** One request row and what is known around it -> the contract's shape. */
export function toRequestShape(
  row: RequestRow,
  around: { client: UserSummary; proposalCount: number; myProposalId: string | null; saved: boolean },
): Request {
  return {
    id: row.id,
    title: row.title,
    description_html: row.descriptionHtml,
    category: row.category,
    skills: row.skills,
    budget_type: row.budgetType,
    budget_min_cents: row.budgetMinCents,
    budget_max_cents: row.budgetMaxCents,
    currency: row.currency,
    expected_duration: row.expectedDuration as Request['expected_duration'],
    attachments: requestFilesPublic(row)
      ? row.attachments
      : row.attachments.map((file) => ({ ...file, url: signFileUrl(file.url) })),
    visibility: row.visibility,
    status: row.status,
    client: around.client,
    proposal_count: around.proposalCount,
    my_proposal_id: around.myProposalId,
    saved: around.saved,
    hidden: row.hiddenAt ? { reason: row.hiddenReason, hidden_at: iso(row.hiddenAt) } : null,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

export async function toRequest(db: Executor, row: RequestRow, viewerId: string) {
  const [request] = await toRequests(db, [row], viewerId);
  return request!;
}
