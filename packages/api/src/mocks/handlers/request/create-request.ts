import { createRequest } from '../../../contract/request';
import { proposeAsDemoProvider } from '../../db/demo-provider';
import { keepMockAttachments } from '../../db/stored-files';
import { alertSavedSearches } from '../../db/saved-searches';
import { newId, tick } from '../../db/store';
import { requestView } from '../../db/views';
import { summaryOf } from '../../factories/user';
import { createOperationMock } from '../operation-mock';

export const createRequestMock = createOperationMock(createRequest, ({ db, me, meId, body }) => {
  const now = tick(db);
  const request = {
    ...body,
    id: newId('request'),
    status: 'RECRUITING' as const,
    client: summaryOf(me),
    proposal_count: 0,
    my_proposal_id: null,
    saved: false,
    hidden: null,
    created_at: now,
    updated_at: now,
  };
  request.attachments = keepMockAttachments(db, request, body.attachments);
  db.requests.unshift(request);
  alertSavedSearches(db, request);
  if (db.simulateOthers && meId !== db.demoProviderId) proposeAsDemoProvider(db, request);
  return requestView(db, request, meId);
});
