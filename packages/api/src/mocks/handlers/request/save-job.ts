import { saveJob } from '../../../contract/request';
import { refuse } from '../../db/mock-http-error';
import { requestRefusalFor } from '../../db/request-visibility';
import { tick } from '../../db/store';
import { findOrThrow, requestView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const saveJobMock = createOperationMock(saveJob, ({ db, me, meId, body }) => {
  const request = findOrThrow(db.requests, body.request_id, 'Request');
  refuse(requestRefusalFor(db, request, me, meId));
  const saved = db.savedJobs[meId] ?? [];
  if (!saved.some((entry) => entry.request_id === request.id))
    db.savedJobs[meId] = [{ request_id: request.id, saved_at: tick(db) }, ...saved];
  return requestView(db, request, meId);
});
