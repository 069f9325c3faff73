import { createIssue } from '../../../contract/issue';
import { isBlankRichText } from '../../../rules/rich-text';
import { checkProjectMember, checkProjectOpen } from '../../db/actions';
import { MockHttpError } from '../../db/mock-http-error';
import { newId, tick } from '../../db/store';
import { summaryOf } from '../../factories/user';
import { createOperationMock } from '../operation-mock';

export const createIssueMock = createOperationMock(createIssue, ({ db, me, meId, body }) => {
  const project = checkProjectMember(db, meId, body.project_id);
  checkProjectOpen(project);
  if (isBlankRichText(body.description)) {
    throw new MockHttpError(400, 'VALIDATION_FAILED', 'Please input issue description', {
      description: 'Please input issue description',
    });
  }
  const members = db.projectCollaborators[project.id] ?? [];
  const assignee = body.assignee_id
    ? members.find((member) => member.user.user_id === body.assignee_id)?.user
    : null;
  if (body.assignee_id && !assignee) {
    throw new MockHttpError(400, 'VALIDATION_FAILED', 'The assignee must be a member of the project', {
      assignee_id: 'Pick a member of the project',
    });
  }
  const milestone = body.milestone_id
    ? db.milestones.find(
        (candidate) => candidate.id === body.milestone_id && candidate.project_id === project.id,
      )
    : null;
  if (body.milestone_id && !milestone) {
    throw new MockHttpError(400, 'VALIDATION_FAILED', 'The milestone must belong to the project', {
      milestone_id: 'Pick a milestone of this project',
    });
  }
  const numbers = db.issues.filter((issue) => issue.project_id === project.id).map((issue) => issue.number);
  const now = tick(db);
  const issue = {
    id: newId('issue'),
    project_id: project.id,
    number: Math.max(0, ...numbers) + 1,
    title: body.title,
    description: body.description,
    state: 'open' as const,
    reporter: summaryOf(me),
    assignee: assignee ?? null,
    milestone_id: milestone?.id ?? null,
    milestone_title: milestone?.title ?? null,
    comment_count: 0,
    created_at: now,
    updated_at: now,
  };
  db.issues.unshift(issue);
  return issue;
});
