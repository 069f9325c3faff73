import { fetchIssue } from '../../../contract/issue';
import { checkProjectMember } from '../../db/actions';
import { findOrThrow, issueView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchIssueMock = createOperationMock(fetchIssue, ({ db, meId, query }) => {
  const issue = findOrThrow(db.issues, query.issue_id, 'Issue');
  checkProjectMember(db, meId, issue.project_id);
  const comments = db.comments
    .filter((comment) => comment.issue_id === issue.id)
    .sort((left, right) => left.created_at.localeCompare(right.created_at));
  return { ...issueView(db, issue), comments };
});
