import { fetchSavedJobs } from '../../../contract/request';
import { paginate, requestView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchSavedJobsMock = createOperationMock(fetchSavedJobs, ({ db, meId, query }) => {
  const saved = (db.savedJobs[meId] ?? []).flatMap(({ request_id, saved_at }) => {
    const request = db.requests.find((candidate) => candidate.id === request_id);
    return request && request.status === 'RECRUITING' && !request.hidden
      ? [{ request: requestView(db, request, meId), saved_at }]
      : [];
  });
  return paginate(saved, query);
});
