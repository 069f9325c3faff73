import { fetchProduct } from '../../../contract/product';
import { checkProductMember, productView } from '../../db/product-access';
import { createOperationMock } from '../operation-mock';

export const fetchProductMock = createOperationMock(fetchProduct, ({ db, meId, query }) =>
  productView(db, checkProductMember(db, meId, query.product_id)),
);
