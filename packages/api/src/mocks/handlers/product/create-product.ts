import { createProduct } from '../../../contract/product';
import { productView } from '../../db/product-access';
import { newId, tick } from '../../db/store';
import { summaryOf } from '../../factories/user';
import { createOperationMock } from '../operation-mock';

export const createProductMock = createOperationMock(createProduct, ({ db, me, body }) => {
  const now = tick(db);
  const product = {
    ...body,
    id: newId('product'),
    owner: summaryOf(me),
    status: 'active' as const,
    collaborator_count: 1,
    open_issue_count: 0,
    open_work_item_count: 0,
    open_incident_count: 0,
    created_at: now,
    updated_at: now,
  };
  db.products.unshift(product);
  db.productCollaborators[product.id] = [{ user: summaryOf(me), role: 'owner', joined_at: now }];
  return productView(db, product);
});
