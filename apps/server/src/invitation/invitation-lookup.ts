import { and, eq } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { invitations } from '../db/invitation-schema';
import { newId } from '../lib/ids';
import { emitNotification } from '../notification/emit-notification';

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

/**
 * One PENDING invitation written and its provider told (invitation_received), in the caller's
 * transaction: send-invitation and inviting a talent list (decision 2201) both write through this.
 * Null when the provider was invited already: the unique (request_id, provider_id) index settles
 * two sends racing.
 */
export async function insertInvitation(
  tx: Executor,
  input: { request: { id: string; title: string }; clientId: string; providerId: string; message: string },
) {
  const [inserted] = await tx
    .insert(invitations)
    .values({
      id: newId(),
      requestId: input.request.id,
      clientId: input.clientId,
      providerId: input.providerId,
      message: input.message,
      status: 'PENDING',
    })
    .onConflictDoNothing()
    .returning();
  if (inserted)
    await emitNotification(tx, {
      recipientId: inserted.providerId,
      kind: 'invitation_received',
      subject: { request_id: input.request.id, invitation_id: inserted.id },
      actorId: input.clientId,
      title: input.request.title,
    });
  return inserted ?? null;
}
