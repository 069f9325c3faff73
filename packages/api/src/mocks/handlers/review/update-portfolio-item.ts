import { updatePortfolioItem } from '../../../contract/review';
import { attachMockPortfolioImages, ownPortfolioItem, portfolioItemView } from '../../db/portfolio';
import { tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const updatePortfolioItemMock = createOperationMock(updatePortfolioItem, ({ db, meId, body }) => {
  const item = ownPortfolioItem(db, body.id, meId);
  attachMockPortfolioImages(db, meId, item, body.image_ids);
  Object.assign(item, {
    title: body.title,
    description: body.description,
    link: body.link || null,
    updated_at: tick(db),
  });
  return portfolioItemView(db, item);
});
