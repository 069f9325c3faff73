import { inviteProductCollaborator } from '../../../contract/product';
import { MockHttpError } from '../../db/mock-http-error';
import { checkProductMember } from '../../db/product-access';
import { newId, tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const inviteProductCollaboratorMock = createOperationMock(
  inviteProductCollaborator,
  ({ db, meId, body }) => {
    const product = checkProductMember(db, meId, body.product_id, ['owner', 'maintainer']);
    const invites = (db.productInvites[product.id] ??= []);
    if (invites.some((invite) => invite.email.toLowerCase() === body.email.toLowerCase())) {
      throw new MockHttpError(409, 'CONFLICT', 'Already invited', { email: 'Already invited' });
    }
    invites.push({ id: newId('invite'), email: body.email, role: body.role, invited_at: tick(db) });
    return { collaborators: db.productCollaborators[product.id] ?? [], invites };
  },
);
