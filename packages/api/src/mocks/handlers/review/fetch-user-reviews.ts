import { fetchUserReviews } from '../../../contract/review';
import { notFound } from '../../db/mock-http-error';
import { findPublicByFlid, publicReviewsOf, reviewView } from '../../db/reviews';
import { paginate } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchUserReviewsMock = createOperationMock(fetchUserReviews, ({ db, query }) => {
  const profile = findPublicByFlid(db, query.flid);
  if (!profile) throw notFound('User');
  const reviews = publicReviewsOf(db, profile.account.basic.user_id).map((stored) => reviewView(db, stored));
  return paginate(reviews, query);
});
