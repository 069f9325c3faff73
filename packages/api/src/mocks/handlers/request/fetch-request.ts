import { fetchRequest } from '../../../contract/request';
import { checkHiddenJobPostVisible } from '../../../rules/report';
import { checkRequestVisible } from '../../../rules/request-access';
import { isInvited } from '../../db/invitations';
import { refuse } from '../../db/mock-http-error';
import { findOrThrow, hasProposed, requestFacts, requestView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchRequestMock = createOperationMock(fetchRequest, ({ db, me, meId, query }) => {
  const request = findOrThrow(db.requests, query.request_id, 'Request');
  refuse(
    checkHiddenJobPostVisible(Boolean(request.hidden), { id: meId, role: me.role }, request.client.user_id),
  );
  refuse(
    checkRequestVisible(
      requestFacts(request),
      meId,
      hasProposed(db, request.id, meId),
      isInvited(db, request.id, meId),
    ),
  );
  return requestView(db, request, meId);
});
