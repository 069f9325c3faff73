import { reopenIssue } from '../../../contract/issue';
import { issueActions } from '../../../states/issue';
import { checkIssueAction } from '../../db/actions';
import { emitMockToProject } from '../../db/notifications';
import { tick } from '../../db/store';
import { issueView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const reopenIssueMock = createOperationMock(reopenIssue, ({ db, meId, body }) => {
  const issue = checkIssueAction(db, meId, body.issue_id, 'reopen');
  Object.assign(issue, { state: issueActions.reopen.to, updated_at: tick(db) });
  emitMockToProject(db, issue.project_id, {
    kind: 'issue_reopened',
    subject: { project_id: issue.project_id, issue_id: issue.id },
    actorId: meId,
    title: issue.title,
  });
  return issueView(db, issue);
});
