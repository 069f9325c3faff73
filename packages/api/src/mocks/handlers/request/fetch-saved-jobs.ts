import { fetchSavedJobs } from '../../../contract/request';
import { requestRefusalFor } from '../../db/request-visibility';
import { paginate, requestView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

/** Saved jobs still RECRUITING, shown (HIDDEN-JOB-POST) and visible to the caller as a plain user (REQUEST-VISIBLE). */
export const fetchSavedJobsMock = createOperationMock(fetchSavedJobs, ({ db, meId, query }) => {
  const saved = (db.savedJobs[meId] ?? []).flatMap(({ request_id, saved_at }) => {
    const request = db.requests.find((candidate) => candidate.id === request_id);
    return request &&
      request.status === 'RECRUITING' &&
      !request.hidden &&
      !requestRefusalFor(db, request, { role: null }, meId)
      ? [{ request: requestView(db, request, meId), saved_at }]
      : [];
  });
  return paginate(saved, query);
});
