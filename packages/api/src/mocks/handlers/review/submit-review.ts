import { submitReview } from '../../../contract/review';
import { keepAspects, refuseAspects } from '../../../rules/review';
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
  const side = role as 'client' | 'provider';
  const wrongAspect = refuseAspects(side, body.aspects);
  if (wrongAspect) throw refusalError(wrongAspect);
  const stored = {
    id: newId('review'),
    project_id: project.id,
    author_id: meId,
    subject_id: otherId,
    author_role: side,
    rating: body.rating,
    aspects: keepAspects(side, body.aspects),
    comment: body.comment,
    private_note: body.private_note,
    created_at: tick(db),
    reply: null,
  };
  db.reviews.unshift(stored);
  return ownReviewView(db, stored);
});
