import { createRequest } from '../../../contract/request';
import { proposeAsDemoProvider } from '../../db/demo-provider';
import { newRequest } from '../../db/requests';
import { keepMockAttachments } from '../../db/stored-files';
import { alertSavedSearches } from '../../db/saved-searches';
import { requestView } from '../../db/views';
import { summaryOf } from '../../factories/user';
import { createOperationMock } from '../operation-mock';

export const createRequestMock = createOperationMock(createRequest, ({ db, me, meId, body }) => {
  const request = newRequest(db, summaryOf(me), body);
  request.attachments = keepMockAttachments(db, request, body.attachments);
  db.requests.unshift(request);
  alertSavedSearches(db, request);
  if (db.simulateOthers && meId !== db.demoProviderId) proposeAsDemoProvider(db, request);
  return requestView(db, request, meId);
});
