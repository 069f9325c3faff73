import { resolveIssue } from '../../../contract/issue';
import { issueActions } from '../../../states/issue';
import { checkIssueAction } from '../../db/actions';
import { tick } from '../../db/store';
import { issueView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const resolveIssueMock = createOperationMock(resolveIssue, ({ db, meId, body }) => {
  const issue = checkIssueAction(db, meId, body.issue_id, 'resolve');
  Object.assign(issue, { state: issueActions.resolve.to, updated_at: tick(db) });
  return issueView(db, issue);
});
