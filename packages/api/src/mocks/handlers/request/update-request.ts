import { updateRequest } from '../../../contract/request';
import { checkRequestChange } from '../../../rules/request-access';
import { refuse } from '../../db/mock-http-error';
import { tick } from '../../db/store';
import { findOrThrow, requestFacts, requestView } from '../../db/views';
import { keepMockAttachments } from '../../db/stored-files';
import { alertSavedSearches } from '../../db/saved-searches';
import { createOperationMock } from '../operation-mock';

export const updateRequestMock = createOperationMock(updateRequest, ({ db, meId, body }) => {
  const { request_id, ...changes } = body;
  const request = findOrThrow(db.requests, request_id, 'Request');
  refuse(checkRequestChange(requestFacts(request), meId, 'edit'));
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  Object.assign(request, defined, { updated_at: tick(db) });
  if (changes.attachments) request.attachments = keepMockAttachments(db, request, changes.attachments);
  alertSavedSearches(db, request);
  return requestView(db, request, meId);
});
