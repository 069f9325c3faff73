import { updateProductPlanItem } from '../../../contract/product';
import { checkProductRecord } from '../../db/product-access';
import { createOperationMock } from '../operation-mock';

export const updateProductPlanItemMock = createOperationMock(updateProductPlanItem, ({ db, meId, body }) => {
  const { record } = checkProductRecord(db, meId, db.roadmap, body.plan_item_id, 'Plan item');
  const { plan_item_id: _id, ...changes } = body;
  Object.assign(record, Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)));
  return record;
});
