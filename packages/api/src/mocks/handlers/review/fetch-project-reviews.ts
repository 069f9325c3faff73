import { fetchProjectReviews } from '../../../contract/review';
import { checkReviewSide } from '../../../rules/review';
import { memberRoleOf } from '../../db/actions';
import { refuse } from '../../db/mock-http-error';
import { projectReviewsView } from '../../db/reviews';
import { findOrThrow } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchProjectReviewsMock = createOperationMock(fetchProjectReviews, ({ db, meId, query }) => {
  const project = findOrThrow(db.projects, query.project_id, 'Project');
  refuse(checkReviewSide(memberRoleOf(db, project.id, meId)));
  return projectReviewsView(db, project, meId);
});
