import { declineInvitation } from '../../../contract/invitation';
import { refuseDecline } from '../../../rules/invitation';
import { invitationView } from '../../db/invitations';
import { refusalError } from '../../db/rule-refusal';
import { tick } from '../../db/store';
import { findOrThrow } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const declineInvitationMock = createOperationMock(declineInvitation, ({ db, meId, body }) => {
  const stored = findOrThrow(db.invitations, body.invitation_id, 'Invitation');
  if (stored.provider_id !== meId && stored.client_id !== meId) throw refusalError(notMine);
  const refusal = refuseDecline(
    { providerId: stored.provider_id, status: invitationView(db, stored).status },
    meId,
  );
  if (refusal) throw refusalError(refusal);
  Object.assign(stored, { status: 'DECLINED', updated_at: tick(db) });
  return invitationView(db, stored);
});

const notMine = { status: 404, code: 'NOT_FOUND', message: 'Invitation not found' } as const;
