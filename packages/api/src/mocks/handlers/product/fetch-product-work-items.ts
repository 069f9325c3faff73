import { fetchProductWorkItems } from '../../../contract/product';
import { checkProductMember } from '../../db/product-access';
import { paginate } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchProductWorkItemsMock = createOperationMock(fetchProductWorkItems, ({ db, meId, query }) => {
  const items = (db.workItems[checkProductMember(db, meId, query.product_id).id] ?? [])
    .filter((item) => !query.status || item.status === query.status)
    .filter((item) => !query.assignee_id || item.assignee?.user_id === query.assignee_id)
    .sort(
      (left, right) => right.updated_at.localeCompare(left.updated_at) || right.id.localeCompare(left.id),
    );
  return paginate(items, query);
});
