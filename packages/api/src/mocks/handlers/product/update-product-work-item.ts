import { updateProductWorkItem } from '../../../contract/product';
import { canTransition } from '../../../states/machine';
import { workItemTransitions } from '../../../states/work-item';
import { invalidTransition } from '../../db/mock-http-error';
import { checkProductAssignee, checkProductRecord, linkedIssueOf } from '../../db/product-access';
import { tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const updateProductWorkItemMock = createOperationMock(updateProductWorkItem, ({ db, meId, body }) => {
  const { product, record } = checkProductRecord(db, meId, db.workItems, body.work_item_id, 'Work item');
  if (
    body.status &&
    body.status !== record.status &&
    !canTransition(workItemTransitions, record.status, body.status)
  )
    throw invalidTransition('work item', record.status, `move to ${body.status}`);
  Object.assign(record, {
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.status !== undefined ? { status: body.status } : {}),
    ...(body.estimate_hours !== undefined ? { estimate_hours: body.estimate_hours } : {}),
    ...(body.assignee_id !== undefined
      ? { assignee: checkProductAssignee(db, product.id, body.assignee_id) }
      : {}),
    ...(body.issue_id !== undefined ? { issue: linkedIssueOf(db, product.id, body.issue_id) } : {}),
    updated_at: tick(db),
  });
  return record;
});
