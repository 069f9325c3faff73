import type { Invitation } from '@lancer/api/schemas/invitation';
import { invitationStatusOf } from '@lancer/api/rules/invitation';
import { inArray } from 'drizzle-orm';

import type { Executor } from '../db/client';
import type { InvitationRow } from '../db/invitation-schema';
import { requests } from '../db/request-schema';
import { iso } from '../lib/time';
import { loadSummaries } from '../user/user-summaries';

/** Invitation rows -> the contract's shape: the request's summary, people, the status as read now. */
export async function toInvitations(db: Executor, rows: InvitationRow[]): Promise<Invitation[]> {
  if (rows.length === 0) return [];
  const [requestRows, people] = await Promise.all([
    db
      .select()
      .from(requests)
      .where(inArray(requests.id, [...new Set(rows.map((row) => row.requestId))])),
    loadSummaries(
      db,
      rows.flatMap((row) => [row.clientId, row.providerId]),
    ),
  ]);
  const requestOf = new Map(requestRows.map((row) => [row.id, row]));
  return rows.flatMap((row) => {
    const request = requestOf.get(row.requestId);
    if (!request) return [];
    return [
      {
        id: row.id,
        request: {
          id: request.id,
          title: request.title,
          status: request.status,
          visibility: request.visibility,
          budget_type: request.budgetType,
          budget_min_cents: request.budgetMinCents,
          budget_max_cents: request.budgetMaxCents,
          currency: request.currency,
        },
        client: people.get(row.clientId),
        provider: people.get(row.providerId),
        message: row.message,
        status: invitationStatusOf(row.status, request.status),
        proposal_id: row.proposalId,
        created_at: iso(row.createdAt),
        updated_at: iso(row.updatedAt),
      },
    ];
  });
}

export async function toInvitation(db: Executor, row: InvitationRow) {
  const [invitation] = await toInvitations(db, [row]);
  return invitation!;
}
