import { refuseDecline, refuseInvitation } from '@lancer/api/rules/invitation';
import type { InvitationState } from '@lancer/api/states/invitation';
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';

import { invitations } from '../db/invitation-schema';
import { proposals } from '../db/proposal-schema';
import { requests } from '../db/request-schema';
import { AppError, fieldRefusalError, notFound } from '../http/errors';
import { announce, emitNotification } from '../notification/emit-notification';
import { paged, pageWindow, type PageQuery } from '../lib/paging';
import type { Services } from '../services';
import { findUserById } from '../user/user-repository';
import { insertInvitation, isInvited } from './invitation-lookup';
import { toInvitation, toInvitations } from './invitation-view';

const refusalError = fieldRefusalError;

type SendInput = { request_id: string; provider_id: string; message: string };

export async function sendInvitation(services: Services, clientId: string, input: SendInput) {
  // The request read here, not through the request area, which imports this area's lookup.
  const [request] = await services.db
    .select({ id: requests.id, clientId: requests.clientId, status: requests.status, title: requests.title })
    .from(requests)
    .where(eq(requests.id, input.request_id));
  if (!request) throw notFound('Request');
  if (!(await findUserById(services.db, input.provider_id))) throw notFound('User');
  const [proposed] = await services.db
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(eq(proposals.requestId, request.id), eq(proposals.providerId, input.provider_id)));
  const refusal = refuseInvitation({
    meId: clientId,
    request: { clientId: request.clientId, status: request.status },
    providerId: input.provider_id,
    alreadyInvited: await isInvited(services.db, request.id, input.provider_id),
    alreadyProposed: Boolean(proposed),
  });
  if (refusal) throw refusalError(refusal);
  // The unique (request_id, provider_id) index settles two sends racing: one row, the other 409.
  const row = await services.db.transaction((tx) =>
    insertInvitation(tx, {
      request,
      clientId,
      providerId: input.provider_id,
      message: input.message,
    }),
  );
  if (row) announce(services, [row.providerId]);
  if (!row)
    throw refusalError({
      status: 409,
      code: 'CONFLICT',
      message: 'This provider is already invited to this job',
    });
  return toInvitation(services.db, row);
}

type ListQuery = PageQuery & {
  scope: 'sent' | 'received';
  request_id?: string;
  status?: InvitationState;
};

/** EXPIRED is derived from the request's status, so the status filter reads both tables. */
function statusCondition(status: InvitationState): SQL {
  if (status === 'EXPIRED') return and(eq(invitations.status, 'PENDING'), ne(requests.status, 'RECRUITING'))!;
  if (status === 'PENDING') return and(eq(invitations.status, 'PENDING'), eq(requests.status, 'RECRUITING'))!;
  return eq(invitations.status, status);
}

export async function fetchInvitations(services: Services, userId: string, query: ListQuery) {
  const where: SQL[] = [
    query.scope === 'sent' ? eq(invitations.clientId, userId) : eq(invitations.providerId, userId),
  ];
  if (query.request_id) where.push(eq(invitations.requestId, query.request_id));
  if (query.status) where.push(statusCondition(query.status));
  const condition = and(...where);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    services.db
      .select({ invitation: invitations })
      .from(invitations)
      .innerJoin(requests, eq(requests.id, invitations.requestId))
      .where(condition)
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .limit(limit)
      .offset(offset),
    services.db
      .select({ n: count() })
      .from(invitations)
      .innerJoin(requests, eq(requests.id, invitations.requestId))
      .where(condition),
  ]);
  return paged(
    await toInvitations(
      services.db,
      rows.map((row) => row.invitation),
    ),
    total?.n ?? 0,
    query,
  );
}

export async function declineInvitation(services: Services, userId: string, id: string) {
  const [row] = await services.db.select().from(invitations).where(eq(invitations.id, id)).limit(1);
  if (!row || (row.providerId !== userId && row.clientId !== userId)) throw notFound('Invitation');
  const current = await toInvitation(services.db, row);
  const refusal = refuseDecline({ providerId: row.providerId, status: current.status }, userId);
  if (refusal) throw refusalError(refusal);
  const updated = await services.db.transaction(async (tx) => {
    const [declined] = await tx
      .update(invitations)
      .set({ status: 'DECLINED', updatedAt: new Date() })
      .where(and(eq(invitations.id, id), eq(invitations.status, 'PENDING')))
      .returning();
    if (!declined) throw new AppError(409, 'CONFLICT', 'The invitation changed meanwhile; reload it');
    await emitNotification(tx, {
      recipientId: declined.clientId,
      kind: 'invitation_declined',
      subject: { request_id: declined.requestId, invitation_id: declined.id },
      actorId: userId,
      title: current.request.title,
    });
    return declined;
  });
  announce(services, [updated.clientId]);
  return toInvitation(services.db, updated);
}
