import { closeRequest } from '../../../contract/request';
import { checkRequestChange } from '../../../rules/request-access';
import { refuse } from '../../db/mock-http-error';
import { tick } from '../../db/store';
import { findOrThrow, requestFacts, requestView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const closeRequestMock = createOperationMock(closeRequest, ({ db, meId, body }) => {
  const request = findOrThrow(db.requests, body.request_id, 'Request');
  refuse(checkRequestChange(requestFacts(request), meId, 'close'));
  Object.assign(request, { status: 'CLOSED', updated_at: tick(db) });
  return requestView(db, request, meId);
});
