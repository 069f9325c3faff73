import { fetchProductPlan } from '../../../contract/product';
import { checkProductMember } from '../../db/product-access';
import { createOperationMock } from '../operation-mock';

export const fetchProductPlanMock = createOperationMock(fetchProductPlan, ({ db, meId, query }) => ({
  items: db.roadmap[checkProductMember(db, meId, query.product_id).id] ?? [],
}));
