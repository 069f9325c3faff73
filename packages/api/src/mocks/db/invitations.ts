import type { Invitation } from '../../schemas/invitation';
import { invitationStatusOf } from '../../rules/invitation';
import { summaryOf } from '../factories/user';
import type { MockDb, StoredInvitation } from './mock-db';
import { emitMockNotification } from './notifications';
import { newId, tick } from './store';
import { findOrThrow, findUser } from './views';

/** The contract's shape: the request's summary and the status as read now (EXPIRED derived). */
export function invitationView(db: MockDb, stored: StoredInvitation): Invitation {
  const request = findOrThrow(db.requests, stored.request_id, 'Request');
  return {
    id: stored.id,
    request: {
      id: request.id,
      title: request.title,
      status: request.status,
      visibility: request.visibility,
      budget_type: request.budget_type,
      budget_min_cents: request.budget_min_cents,
      budget_max_cents: request.budget_max_cents,
      currency: request.currency,
    },
    client: summaryOf(findUser(db, stored.client_id)),
    provider: summaryOf(findUser(db, stored.provider_id)),
    message: stored.message,
    status: invitationStatusOf(stored.status, request.status),
    proposal_id: stored.proposal_id,
    created_at: stored.created_at,
    updated_at: stored.updated_at,
  };
}

export const isInvited = (db: MockDb, requestId: string, providerId: string) =>
  db.invitations.some((item) => item.request_id === requestId && item.provider_id === providerId);

/** The provider answered with a proposal: their PENDING invitation to that request becomes PROPOSED. */
export function markInvitationProposed(
  db: MockDb,
  requestId: string,
  providerId: string,
  proposalId: string,
) {
  const invitation = db.invitations.find(
    (item) => item.request_id === requestId && item.provider_id === providerId && item.status === 'PENDING',
  );
  if (invitation) Object.assign(invitation, { status: 'PROPOSED', proposal_id: proposalId });
}

/**
 * A PENDING invitation stored, and its provider told (invitation_received), as the server's
 * send does: send-invitation and inviting a talent list (decision 2201) both store through this.
 */
export function storeInvitation(
  db: MockDb,
  input: { request_id: string; client_id: string; provider_id: string; message: string },
) {
  const request = findOrThrow(db.requests, input.request_id, 'Request');
  const now = tick(db);
  const stored: StoredInvitation = {
    id: newId('invitation'),
    ...input,
    status: 'PENDING',
    proposal_id: null,
    created_at: now,
    updated_at: now,
  };
  db.invitations.unshift(stored);
  emitMockNotification(db, {
    recipientId: input.provider_id,
    kind: 'invitation_received',
    subject: { request_id: request.id, invitation_id: stored.id },
    actor: summaryOf(findUser(db, input.client_id)),
    title: request.title,
  });
  return stored;
}
