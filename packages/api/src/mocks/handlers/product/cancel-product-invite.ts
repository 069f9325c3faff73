import { cancelProductInvite } from '../../../contract/product';
import { notFound } from '../../db/mock-http-error';
import { checkProductMember } from '../../db/product-access';
import { createOperationMock } from '../operation-mock';

export const cancelProductInviteMock = createOperationMock(cancelProductInvite, ({ db, meId, query }) => {
  const product = checkProductMember(db, meId, query.product_id, 'manageCollaborators');
  const invites = db.productInvites[product.id] ?? [];
  if (!invites.some((invite) => invite.id === query.invite_id)) throw notFound('Invite');
  db.productInvites[product.id] = invites.filter((invite) => invite.id !== query.invite_id);
  return { ok: true as const };
});
