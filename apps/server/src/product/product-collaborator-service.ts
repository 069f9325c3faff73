import { and, asc, eq, or } from 'drizzle-orm';

import { productRefusals } from '@lancer/api/rules/product-membership';
import { inviteeRefusals, looksLikeEmail, parseInvitee } from '@lancer/api/rules/product-invitee';

import type { Executor } from '../db/client';
import { productInvites, productMembers } from '../db/product-schema';
import { users } from '../db/schema';
import { AppError, forbidden, notFound } from '../http/errors';
import { newId } from '../lib/ids';
import { iso } from '../lib/time';
import type { Services } from '../services';
import { loadSummaries } from '../user/user-summaries';
import { loadProductFor } from './product-access';

async function membersAndInvites(db: Executor, productId: string) {
  const [members, invites] = await Promise.all([
    db
      .select()
      .from(productMembers)
      .where(eq(productMembers.productId, productId))
      .orderBy(asc(productMembers.joinedAt), asc(productMembers.userId)),
    db
      .select()
      .from(productInvites)
      .where(eq(productInvites.productId, productId))
      .orderBy(asc(productInvites.invitedAt), asc(productInvites.id)),
  ]);
  const people = await loadSummaries(
    db,
    members.map((m) => m.userId),
  );
  return {
    // The owner first, then collaborators in the order they joined.
    collaborators: [...members]
      .sort((a, b) => Number(b.role === 'owner') - Number(a.role === 'owner'))
      .map((m) => ({ user: people.get(m.userId), role: m.role, joined_at: iso(m.joinedAt) })),
    invites: invites.map((i) => ({ id: i.id, email: i.email, role: i.role, invited_at: iso(i.invitedAt) })),
  };
}

export async function fetchProductCollaborators(services: Services, userId: string, productId: string) {
  await loadProductFor(services.db, productId, userId, 'read');
  return membersAndInvites(services.db, productId);
}

const refuseInvitee = (status: 400 | 409, message: string) =>
  new AppError(status, status === 409 ? 'CONFLICT' : 'VALIDATION_FAILED', message, { invitee: message });

/**
 * The owner invites by email or user ID (rules/product-invitee.ts): a user joins at once as a
 * collaborator; an email without an account waits as a pending invite (and gets a mail) until its
 * owner signs up and lists their products.
 */
export async function inviteProductCollaborator(
  services: Services,
  userId: string,
  input: { product_id: string; invitee: string },
) {
  const { product } = await loadProductFor(services.db, input.product_id, userId, 'manageCollaborators');
  const invitee = parseInvitee(input.invitee);
  if (invitee.kind === 'email' && !looksLikeEmail(invitee.email))
    throw refuseInvitee(400, inviteeRefusals.badEmail);
  const [user] = await services.db
    .select({ id: users.id })
    .from(users)
    .where(
      invitee.kind === 'email'
        ? eq(users.email, invitee.email)
        : or(eq(users.flid, invitee.userId), eq(users.id, invitee.userId)),
    )
    .limit(1);
  if (!user && invitee.kind === 'user_id') throw refuseInvitee(400, inviteeRefusals.unknownUserId);
  if (user) {
    const added = await services.db
      .insert(productMembers)
      .values({ productId: product.id, userId: user.id, role: 'collaborator' })
      .onConflictDoNothing()
      .returning();
    if (added.length === 0) throw refuseInvitee(409, inviteeRefusals.alreadyMember);
  } else if (invitee.kind === 'email') {
    const added = await services.db
      .insert(productInvites)
      .values({ id: newId(), productId: product.id, email: invitee.email, role: 'collaborator' })
      .onConflictDoNothing()
      .returning();
    if (added.length === 0) throw refuseInvitee(409, inviteeRefusals.alreadyInvited);
    await services.mail.send({
      to: invitee.email,
      subject: `You are invited to ${product.name} on Lancer`,
      text: `Sign up with this email to join ${product.name}.`,
    });
  }
  return membersAndInvites(services.db, product.id);
}

export async function removeProductCollaborator(
  services: Services,
  userId: string,
  productId: string,
  memberId: string,
) {
  await loadProductFor(services.db, productId, userId, 'manageCollaborators');
  const where = and(eq(productMembers.productId, productId), eq(productMembers.userId, memberId));
  const [member] = await services.db.select().from(productMembers).where(where);
  if (!member) throw notFound('Collaborator');
  if (member.role === 'owner') throw forbidden(productRefusals.removeOwner);
  await services.db.delete(productMembers).where(where);
  return { ok: true as const };
}

export async function cancelProductInvite(
  services: Services,
  userId: string,
  productId: string,
  inviteId: string,
) {
  await loadProductFor(services.db, productId, userId, 'manageCollaborators');
  const removed = await services.db
    .delete(productInvites)
    .where(and(eq(productInvites.productId, productId), eq(productInvites.id, inviteId)))
    .returning();
  if (removed.length === 0) throw notFound('Invite');
  return { ok: true as const };
}
