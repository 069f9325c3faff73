import { fetchRequest } from '../../../contract/request';
import { refuse } from '../../db/mock-http-error';
import { requestRefusalFor } from '../../db/request-visibility';
import { findOrThrow, requestView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchRequestMock = createOperationMock(fetchRequest, ({ db, me, meId, query }) => {
  const request = findOrThrow(db.requests, query.request_id, 'Request');
  refuse(requestRefusalFor(db, request, me, meId));
  return requestView(db, request, meId);
});
