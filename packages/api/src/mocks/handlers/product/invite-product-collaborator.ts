import { inviteProductCollaborator } from '../../../contract/product';
import { inviteeRefusals, looksLikeEmail, parseInvitee } from '../../../rules/product-invitee';
import { MockHttpError } from '../../db/mock-http-error';
import { checkProductMember } from '../../db/product-access';
import { newId, tick } from '../../db/store';
import { summaryOf } from '../../factories/user';
import { createOperationMock } from '../operation-mock';

const refuse = (status: number, message: string) =>
  new MockHttpError(status, status === 409 ? 'CONFLICT' : 'VALIDATION_FAILED', message, { invitee: message });

export const inviteProductCollaboratorMock = createOperationMock(
  inviteProductCollaborator,
  ({ db, meId, body }) => {
    const product = checkProductMember(db, meId, body.product_id, 'manageCollaborators');
    const members = (db.productCollaborators[product.id] ??= []);
    const invites = (db.productInvites[product.id] ??= []);
    const invitee = parseInvitee(body.invitee);
    if (invitee.kind === 'email' && !looksLikeEmail(invitee.email))
      throw refuse(400, inviteeRefusals.badEmail);
    const user = db.users.find((candidate) =>
      invitee.kind === 'email'
        ? candidate.account.basic.email.address.toLowerCase() === invitee.email
        : candidate.account.basic.FLID.identity === invitee.userId ||
          candidate.account.basic.user_id === invitee.userId,
    );
    if (!user && invitee.kind === 'user_id') throw refuse(400, inviteeRefusals.unknownUserId);
    if (user) {
      if (members.some((member) => member.user.user_id === user.account.basic.user_id))
        throw refuse(409, inviteeRefusals.alreadyMember);
      members.push({ user: summaryOf(user), role: 'collaborator', joined_at: tick(db) });
    } else if (invitee.kind === 'email') {
      if (invites.some((invite) => invite.email === invitee.email))
        throw refuse(409, inviteeRefusals.alreadyInvited);
      invites.push({ id: newId('invite'), email: invitee.email, role: 'collaborator', invited_at: tick(db) });
    }
    return { collaborators: members, invites };
  },
);
