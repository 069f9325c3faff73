import { createPortfolioItem } from '../../../contract/review';
import { refuseNewPortfolioItem } from '../../../rules/portfolio';
import { refuse } from '../../db/mock-http-error';
import {
  attachMockPortfolioImages,
  newMockPortfolioItem,
  portfolioItemsOf,
  portfolioItemView,
} from '../../db/portfolio';
import { createOperationMock } from '../operation-mock';

export const createPortfolioItemMock = createOperationMock(createPortfolioItem, ({ db, meId, body }) => {
  refuse(refuseNewPortfolioItem(portfolioItemsOf(db, meId).length));
  const item = newMockPortfolioItem(db, meId, body);
  attachMockPortfolioImages(db, meId, item, body.image_ids);
  db.portfolioItems.push(item);
  return portfolioItemView(db, item);
});
