import { fetchProductCollaborators } from '../../../contract/product';
import { checkProductMember } from '../../db/product-access';
import { createOperationMock } from '../operation-mock';

export const fetchProductCollaboratorsMock = createOperationMock(
  fetchProductCollaborators,
  ({ db, meId, query }) => {
    const product = checkProductMember(db, meId, query.product_id);
    return {
      collaborators: db.productCollaborators[product.id] ?? [],
      invites: db.productInvites[product.id] ?? [],
    };
  },
);
