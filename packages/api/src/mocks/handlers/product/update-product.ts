import { updateProduct } from '../../../contract/product';
import { checkProductMember, productView } from '../../db/product-access';
import { tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const updateProductMock = createOperationMock(updateProduct, ({ db, meId, body }) => {
  const product = checkProductMember(db, meId, body.product_id, 'write');
  const { product_id: _id, ...changes } = body;
  Object.assign(product, Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)), {
    updated_at: tick(db),
  });
  return productView(db, product);
});
