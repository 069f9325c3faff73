import { sendInvitation } from '../../../contract/invitation';
import { refuseInvitation } from '../../../rules/invitation';
import { invitationView, isInvited, storeInvitation } from '../../db/invitations';
import { refusalError } from '../../db/rule-refusal';
import { findOrThrow, findUser } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const sendInvitationMock = createOperationMock(sendInvitation, ({ db, meId, body }) => {
  const request = findOrThrow(db.requests, body.request_id, 'Request');
  findUser(db, body.provider_id);
  const refusal = refuseInvitation({
    meId,
    request: { clientId: request.client.user_id, status: request.status },
    providerId: body.provider_id,
    alreadyInvited: isInvited(db, request.id, body.provider_id),
    alreadyProposed: db.proposals.some(
      (proposal) => proposal.request_id === request.id && proposal.provider.user_id === body.provider_id,
    ),
  });
  if (refusal) throw refusalError(refusal);
  const stored = storeInvitation(db, {
    request_id: request.id,
    client_id: meId,
    provider_id: body.provider_id,
    message: body.message,
  });
  return invitationView(db, stored);
});
