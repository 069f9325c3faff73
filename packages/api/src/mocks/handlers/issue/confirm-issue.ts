import { confirmIssue } from '../../../contract/issue';
import { issueActions } from '../../../states/issue';
import { checkIssueAction } from '../../db/actions';
import { tick } from '../../db/store';
import { issueView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const confirmIssueMock = createOperationMock(confirmIssue, ({ db, meId, body }) => {
  const issue = checkIssueAction(db, meId, body.issue_id, 'confirm');
  Object.assign(issue, { state: issueActions.confirm.to, updated_at: tick(db) });
  return issueView(db, issue);
});
