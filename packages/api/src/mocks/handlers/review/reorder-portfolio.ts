import { reorderPortfolio } from '../../../contract/review';
import { isSameItemSet } from '../../../rules/portfolio';
import { MockHttpError } from '../../db/mock-http-error';
import { portfolioItemsOf, portfolioOf } from '../../db/portfolio';
import { createOperationMock } from '../operation-mock';

export const reorderPortfolioMock = createOperationMock(reorderPortfolio, ({ db, meId, body }) => {
  const mine = portfolioItemsOf(db, meId);
  if (
    !isSameItemSet(
      body.ids,
      mine.map((item) => item.id),
    )
  )
    throw new MockHttpError(400, 'VALIDATION_FAILED', 'Name each of your portfolio items once', {
      ids: 'Name each of your portfolio items once',
    });
  const others = db.portfolioItems.filter((item) => item.owner_id !== meId);
  db.portfolioItems = [...others, ...body.ids.map((id) => mine.find((item) => item.id === id)!)];
  return portfolioOf(db, meId);
});
