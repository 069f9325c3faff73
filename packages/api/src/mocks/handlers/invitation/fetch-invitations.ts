import { fetchInvitations } from '../../../contract/invitation';
import { invitationView } from '../../db/invitations';
import { newestFirst, paginate } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchInvitationsMock = createOperationMock(fetchInvitations, ({ db, meId, query }) => {
  const matches = db.invitations
    .filter(
      (item) =>
        (query.scope === 'sent' ? item.client_id === meId : item.provider_id === meId) &&
        (!query.request_id || item.request_id === query.request_id),
    )
    .map((item) => invitationView(db, item))
    .filter((invitation) => !query.status || invitation.status === query.status);
  return paginate(newestFirst(matches), query);
});
