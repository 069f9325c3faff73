import { submitReview } from '../../../contract/review';
import { ownReviewView, reviewRefusal, sidesOf } from '../../db/reviews';
import { refusalError } from '../../db/rule-refusal';
import { newId, tick } from '../../db/store';
import { findOrThrow } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const submitReviewMock = createOperationMock(submitReview, ({ db, meId, body }) => {
  const project = findOrThrow(db.projects, body.project_id, 'Project');
  const refusal = reviewRefusal(db, project, meId);
  if (refusal) throw refusalError(refusal);
  const { role, otherId } = sidesOf(db, project, meId);
  const stored = {
    id: newId('review'),
    project_id: project.id,
    author_id: meId,
    subject_id: otherId,
    author_role: role as 'client' | 'provider',
    rating: body.rating,
    comment: body.comment,
    private_note: body.private_note,
    created_at: tick(db),
  };
  db.reviews.unshift(stored);
  return ownReviewView(db, stored);
});
