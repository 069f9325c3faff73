import { and, eq } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { invitations } from '../db/invitation-schema';

/** What other areas ask of invitations (request visibility, create-proposal), with no import back. */

export async function isInvited(db: Executor, requestId: string, providerId: string) {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.requestId, requestId), eq(invitations.providerId, providerId)));
  return Boolean(row);
}

/**
 * The hook create-proposal calls: the provider answered with a proposal, so their PENDING
 * invitation to that request (if any) becomes PROPOSED.
 */
export async function markInvitationProposed(
  db: Executor,
  requestId: string,
  providerId: string,
  proposalId: string,
) {
  await db
    .update(invitations)
    .set({ status: 'PROPOSED', proposalId, updatedAt: new Date() })
    .where(
      and(
        eq(invitations.requestId, requestId),
        eq(invitations.providerId, providerId),
        eq(invitations.status, 'PENDING'),
      ),
    );
}
