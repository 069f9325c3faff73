import { fetchProductWorkItems } from '../../../contract/product';
import { checkProductMember } from '../../db/product-access';
import { paginate } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchProductWorkItemsMock = createOperationMock(fetchProductWorkItems, ({ db, meId, query }) =>
  paginate(db.workItems[checkProductMember(db, meId, query.product_id).id] ?? [], query),
);
