import { fetchPortfolio } from '../../../contract/review';
import { notFound } from '../../db/mock-http-error';
import { portfolioOf } from '../../db/portfolio';
import { findPublicByFlid } from '../../db/reviews';
import { createOperationMock } from '../operation-mock';

export const fetchPortfolioMock = createOperationMock(fetchPortfolio, ({ db, query }) => {
  const profile = findPublicByFlid(db, query.flid);
  if (!profile) throw notFound('User');
  return portfolioOf(db, profile.account.basic.user_id);
});
