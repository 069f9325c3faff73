import { createProductPlanItem } from '../../../contract/product';
import { checkProductMember } from '../../db/product-access';
import { newId } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const createProductPlanItemMock = createOperationMock(createProductPlanItem, ({ db, meId, body }) => {
  const product = checkProductMember(db, meId, body.product_id, 'write');
  const item = { id: newId('roadmap'), title: body.title, quarter: body.quarter, status: body.status };
  (db.roadmap[product.id] ??= []).push(item);
  return item;
});
