import { fetchRequest } from '../../../contract/request';
import { assertCanSeeRequest } from '../../db/request-visibility';
import { findOrThrow, requestView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchRequestMock = createOperationMock(fetchRequest, ({ db, meId, query }) => {
  const request = findOrThrow(db.requests, query.request_id, 'Request');
  assertCanSeeRequest(db, request, meId);
  return requestView(db, request, meId);
});
