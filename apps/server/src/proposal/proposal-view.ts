import type { Proposal, ProposalRevision } from '@lancer/api/schemas/proposal';
import { inArray } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { type ProposalRow } from '../db/proposal-schema';
import { requests } from '../db/request-schema';
import type { ProposalRevisionRow } from '../db/proposal-schema';
import { iso } from '../lib/time';
import { loadSummaries } from '../user/user-summaries';

/** The terms a proposal and each of its revisions carry. */
const termsOf = (
  row: Pick<
    ProposalRevisionRow,
    'priceCents' | 'currency' | 'durationDays' | 'notes' | 'milestones' | 'paymentPlan' | 'hourly'
  >,
) => ({
  price_cents: row.priceCents,
  currency: row.currency,
  duration_days: row.durationDays,
  notes: row.notes,
  milestones: row.milestones,
  payment_plan: row.paymentPlan,
  hourly: row.hourly ?? null,
});

export async function toProposals(db: Executor, rows: ProposalRow[]): Promise<Proposal[]> {
  if (rows.length === 0) return [];
  const requestRows = await db
    .select({ id: requests.id, title: requests.title, clientId: requests.clientId })
    .from(requests)
    .where(inArray(requests.id, [...new Set(rows.map((row) => row.requestId))]));
  const requestOf = new Map(requestRows.map((row) => [row.id, row]));
  const people = await loadSummaries(db, [
    ...rows.map((row) => row.providerId),
    ...requestRows.map((row) => row.clientId),
  ]);
  return rows.map((row) => {
    const request = requestOf.get(row.requestId);
    return {
      id: row.id,
      request_id: row.requestId,
      request_title: request?.title ?? '',
      provider: people.get(row.providerId),
      client: people.get(request?.clientId ?? ''),
      ...termsOf(row),
      status: row.status,
      revision: row.revision,
      project_id: row.projectId,
      reject_reason: row.rejectReason,
      weekly_limit_hours: row.weeklyLimitHours,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
    };
  });
}

export async function toProposal(db: Executor, row: ProposalRow) {
  const [proposal] = await toProposals(db, [row]);
  return proposal!;
}

export const toRevision = (row: ProposalRevisionRow): ProposalRevision => ({
  proposal_id: row.proposalId,
  number: row.number,
  ...termsOf(row),
  created_at: iso(row.createdAt),
});
