import { fetchProductOpsEvents } from '../../../contract/product';
import { checkProductMember } from '../../db/product-access';
import { paginate } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchProductOpsEventsMock = createOperationMock(fetchProductOpsEvents, ({ db, meId, query }) => {
  const events = db.opsEvents[checkProductMember(db, meId, query.product_id).id] ?? [];
  return paginate(
    [...events].sort((left, right) => right.happened_at.localeCompare(left.happened_at)),
    query,
  );
});
