import { replyToReview } from '../../../contract/review';
import { refuseReply } from '../../../rules/review';
import { isPublic, reviewView } from '../../db/reviews';
import { refusalError } from '../../db/rule-refusal';
import { tick } from '../../db/store';
import { findOrThrow } from '../../db/views';
import { createOperationMock } from '../operation-mock';

/** REVIEW-REPLY as the server: the reviewed person, once, after the review is public. */
export const replyToReviewMock = createOperationMock(replyToReview, ({ db, meId, body }) => {
  const stored = findOrThrow(db.reviews, body.review_id, 'Review');
  const refusal = refuseReply({
    isSubject: stored.subject_id === meId,
    isPublic: isPublic(db, stored),
    alreadyReplied: Boolean(stored.reply),
  });
  if (refusal) throw refusalError(refusal);
  stored.reply = { comment: body.comment, created_at: tick(db) };
  return reviewView(db, stored);
});
