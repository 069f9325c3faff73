import { reopenIssue } from '../../../contract/issue';
import { issueActions } from '../../../states/issue';
import { checkIssueAction } from '../../db/actions';
import { tick } from '../../db/store';
import { issueView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const reopenIssueMock = createOperationMock(reopenIssue, ({ db, meId, body }) => {
  const issue = checkIssueAction(db, meId, body.issue_id, 'reopen');
  Object.assign(issue, { state: issueActions.reopen.to, updated_at: tick(db) });
  return issueView(db, issue);
});
