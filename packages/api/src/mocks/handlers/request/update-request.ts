import { updateRequest } from '../../../contract/request';
import { forbidden, invalidTransition } from '../../db/mock-http-error';
import { tick } from '../../db/store';
import { findOrThrow, requestView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const updateRequestMock = createOperationMock(updateRequest, ({ db, meId, body }) => {
  const { request_id, ...changes } = body;
  const request = findOrThrow(db.requests, request_id, 'Request');
  if (request.client.user_id !== meId) throw forbidden('Only the client can edit this job');
  if (request.status !== 'RECRUITING') throw invalidTransition('job', request.status, 'edit');
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  Object.assign(request, defined, { updated_at: tick(db) });
  return requestView(db, request, meId);
});
