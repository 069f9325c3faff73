import { fetchOwnPortfolio } from '../../../contract/review';
import { portfolioOf } from '../../db/portfolio';
import { createOperationMock } from '../operation-mock';

export const fetchOwnPortfolioMock = createOperationMock(fetchOwnPortfolio, ({ db, meId }) =>
  portfolioOf(db, meId),
);
