import { unsaveJob } from '../../../contract/request';
import { findOrThrow, requestView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const unsaveJobMock = createOperationMock(unsaveJob, ({ db, meId, body }) => {
  const request = findOrThrow(db.requests, body.request_id, 'Request');
  db.savedJobs[meId] = (db.savedJobs[meId] ?? []).filter((entry) => entry.request_id !== request.id);
  return requestView(db, request, meId);
});
