import { unsaveJob } from '../../../contract/request';
import { refuse } from '../../db/mock-http-error';
import { requestRefusalFor } from '../../db/request-visibility';
import { findOrThrow, requestView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const unsaveJobMock = createOperationMock(unsaveJob, ({ db, me, meId, body }) => {
  const request = findOrThrow(db.requests, body.request_id, 'Request');
  refuse(requestRefusalFor(db, request, me, meId));
  db.savedJobs[meId] = (db.savedJobs[meId] ?? []).filter((entry) => entry.request_id !== request.id);
  return requestView(db, request, meId);
});
