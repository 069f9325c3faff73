import { removeProductCollaborator } from '../../../contract/product';
import { productRefusals } from '../../../rules/product-membership';
import { forbidden, notFound } from '../../db/mock-http-error';
import { checkProductMember } from '../../db/product-access';
import { createOperationMock } from '../operation-mock';

export const removeProductCollaboratorMock = createOperationMock(
  removeProductCollaborator,
  ({ db, meId, query }) => {
    const product = checkProductMember(db, meId, query.product_id, 'manageCollaborators');
    const members = db.productCollaborators[product.id] ?? [];
    const member = members.find((candidate) => candidate.user.user_id === query.user_id);
    if (!member) throw notFound('Collaborator');
    if (member.role === 'owner') throw forbidden(productRefusals.removeOwner);
    db.productCollaborators[product.id] = members.filter((candidate) => candidate !== member);
    return { ok: true as const };
  },
);
