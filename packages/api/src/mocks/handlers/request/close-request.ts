import { closeRequest } from '../../../contract/request';
import { canTransition } from '../../../states/machine';
import { requestTransitions } from '../../../states/request';
import { forbidden, invalidTransition } from '../../db/mock-http-error';
import { tick } from '../../db/store';
import { findOrThrow, requestView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const closeRequestMock = createOperationMock(closeRequest, ({ db, meId, body }) => {
  const request = findOrThrow(db.requests, body.request_id, 'Request');
  if (request.client.user_id !== meId) throw forbidden('Only the client can close this job');
  if (!canTransition(requestTransitions, request.status, 'CLOSED'))
    throw invalidTransition('job', request.status, 'close');
  Object.assign(request, { status: 'CLOSED', updated_at: tick(db) });
  return requestView(db, request, meId);
});
