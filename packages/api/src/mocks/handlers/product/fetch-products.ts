import { fetchProducts } from '../../../contract/product';
import { productView } from '../../db/product-access';
import { paginate } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchProductsMock = createOperationMock(fetchProducts, ({ db, meId, query }) => {
  const mine = db.products.filter((product) =>
    (db.productCollaborators[product.id] ?? []).some((member) => member.user.user_id === meId),
  );
  const page = paginate(mine, query);
  return { ...page, items: page.items.map((product) => productView(db, product)) };
});
