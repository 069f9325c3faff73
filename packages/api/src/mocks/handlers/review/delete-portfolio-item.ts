import { deletePortfolioItem } from '../../../contract/review';
import { ownPortfolioItem } from '../../db/portfolio';
import { createOperationMock } from '../operation-mock';

export const deletePortfolioItemMock = createOperationMock(deletePortfolioItem, ({ db, meId, body }) => {
  const item = ownPortfolioItem(db, body.id, meId);
  for (const id of item.image_ids) delete db.portfolioImages[id];
  db.portfolioItems = db.portfolioItems.filter((candidate) => candidate !== item);
  return { ok: true as const };
});
