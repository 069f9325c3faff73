import { commentIssue } from '../../../contract/issue';
import { checkProjectMember, checkProjectOpen } from '../../db/actions';
import { newId, tick } from '../../db/store';
import { findOrThrow } from '../../db/views';
import { summaryOf } from '../../factories/user';
import { createOperationMock } from '../operation-mock';

export const commentIssueMock = createOperationMock(commentIssue, ({ db, me, meId, body }) => {
  const issue = findOrThrow(db.issues, body.issue_id, 'Issue');
  checkProjectOpen(checkProjectMember(db, meId, issue.project_id));
  const comment = {
    id: newId('comment'),
    issue_id: issue.id,
    author: summaryOf(me),
    body: body.body,
    created_at: tick(db),
  };
  db.comments.push(comment);
  issue.updated_at = comment.created_at;
  return comment;
});
