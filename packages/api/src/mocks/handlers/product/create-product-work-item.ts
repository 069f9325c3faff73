import { createProductWorkItem } from '../../../contract/product';
import { checkProductAssignee, checkProductMember, linkedIssueOf } from '../../db/product-access';
import { newId, tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const createProductWorkItemMock = createOperationMock(createProductWorkItem, ({ db, meId, body }) => {
  const product = checkProductMember(db, meId, body.product_id, 'write');
  const item = {
    id: newId('work'),
    title: body.title,
    status: body.status,
    assignee: checkProductAssignee(db, product.id, body.assignee_id),
    issue: linkedIssueOf(db, product.id, body.issue_id),
    estimate_hours: body.estimate_hours,
    updated_at: tick(db),
  };
  (db.workItems[product.id] ??= []).push(item);
  return item;
});
