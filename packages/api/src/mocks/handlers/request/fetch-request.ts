import { fetchRequest } from '../../../contract/request';
import { findOrThrow, requestView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchRequestMock = createOperationMock(fetchRequest, ({ db, meId, query }) =>
  requestView(db, findOrThrow(db.requests, query.request_id, 'Request'), meId),
);
