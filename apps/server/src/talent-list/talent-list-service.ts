import {
  planListInvitation,
  refuseNewTalentList,
  refuseTalentListProvider,
} from '@lancer/api/rules/talent-list';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { invitations } from '../db/invitation-schema';
import { proposals } from '../db/proposal-schema';
import { requests } from '../db/request-schema';
import { users } from '../db/schema';
import { talentListProviders, talentLists } from '../db/talent-list-schema';
import { fieldRefusalError, notFound } from '../http/errors';
import { insertInvitation } from '../invitation/invitation-lookup';
import { newId } from '../lib/ids';
import { paged, pageWindow, type PageQuery } from '../lib/paging';
import { iso } from '../lib/time';
import { announce } from '../notification/emit-notification';
import type { Services } from '../services';
import { findUserById } from '../user/user-repository';
import { loadSummaries } from '../user/user-summaries';

/**
 * Talent lists (decision 2201): private to their owner, who alone reaches the calls on one list
 * (ACCESS-MATRIX, checked before these run); the limits and the invitation rules are the shared ones.
 */

const providerCount =
  sql<number>`(select count(*) from ${talentListProviders} where ${talentListProviders.talentListId} = ${talentLists.id})`.mapWith(
    Number,
  );

/** Whether the named provider is on the list (false without one). */
const includes = (providerId: string | undefined) =>
  providerId
    ? sql<boolean>`exists (select 1 from ${talentListProviders} where ${talentListProviders.talentListId} = ${talentLists.id} and ${talentListProviders.providerId} = ${providerId})`.mapWith(
        Boolean,
      )
    : sql<boolean>`false`.mapWith(Boolean);

const listed = (providerId?: string) => ({
  id: talentLists.id,
  name: talentLists.name,
  createdAt: talentLists.createdAt,
  updatedAt: talentLists.updatedAt,
  providers: providerCount,
  includes: includes(providerId),
});

type Listed = {
  id: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
  providers: number;
  includes: boolean;
};

const toTalentList = (row: Listed) => ({
  id: row.id,
  name: row.name,
  provider_count: row.providers,
  includes_provider: row.includes,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

async function readOne(db: Executor, id: string, providerId?: string) {
  const [found] = await db.select(listed(providerId)).from(talentLists).where(eq(talentLists.id, id));
  if (!found) throw notFound('Talent list');
  return toTalentList(found);
}

/** A provider to save: an existing user, not the owner, room on the list (the list's row locked first). */
async function checkProvider(tx: Executor, ownerId: string, listId: string, providerId: string) {
  if (!(await findUserById(tx, providerId))) throw notFound('User');
  const [kept] = await tx
    .select({ n: count() })
    .from(talentListProviders)
    .where(eq(talentListProviders.talentListId, listId));
  const [on] = await tx
    .select({ id: talentListProviders.providerId })
    .from(talentListProviders)
    .where(and(eq(talentListProviders.talentListId, listId), eq(talentListProviders.providerId, providerId)));
  const refusal = refuseTalentListProvider({
    meId: ownerId,
    providerId,
    kept: kept?.n ?? 0,
    alreadyOn: Boolean(on),
  });
  if (refusal) throw fieldRefusalError(refusal);
  return Boolean(on);
}

export async function createTalentList(
  services: Services,
  ownerId: string,
  input: { name: string; provider_id?: string },
) {
  const id = newId();
  await services.db.transaction(async (tx) => {
    // The owner's row locked: two lists made at once cannot both pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
    const [kept] = await tx.select({ n: count() }).from(talentLists).where(eq(talentLists.ownerId, ownerId));
    const refusal = refuseNewTalentList(kept?.n ?? 0);
    if (refusal) throw fieldRefusalError(refusal);
    await tx.insert(talentLists).values({ id, ownerId, name: input.name });
    if (input.provider_id) {
      await checkProvider(tx, ownerId, id, input.provider_id);
      await tx.insert(talentListProviders).values({ talentListId: id, providerId: input.provider_id });
    }
  });
  return readOne(services.db, id, input.provider_id);
}

export async function fetchTalentLists(
  services: Services,
  ownerId: string,
  query: PageQuery & { provider_id?: string },
) {
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    services.db
      .select(listed(query.provider_id))
      .from(talentLists)
      .where(eq(talentLists.ownerId, ownerId))
      .orderBy(desc(talentLists.updatedAt), desc(talentLists.id))
      .limit(limit)
      .offset(offset),
    services.db.select({ n: count() }).from(talentLists).where(eq(talentLists.ownerId, ownerId)),
  ]);
  return paged(rows.map(toTalentList), total?.n ?? 0, query);
}

export async function fetchTalentList(services: Services, id: string) {
  const list = await readOne(services.db, id);
  const rows = await services.db
    .select()
    .from(talentListProviders)
    .where(eq(talentListProviders.talentListId, id))
    .orderBy(desc(talentListProviders.addedAt), desc(talentListProviders.providerId));
  const people = await loadSummaries(
    services.db,
    rows.map((row) => row.providerId),
  );
  return {
    ...list,
    providers: rows.map((row) => ({ provider: people.get(row.providerId), added_at: iso(row.addedAt) })),
  };
}

export async function renameTalentList(services: Services, id: string, name: string) {
  const renamed = await services.db
    .update(talentLists)
    .set({ name, updatedAt: new Date() })
    .where(eq(talentLists.id, id))
    .returning({ id: talentLists.id });
  if (renamed.length === 0) throw notFound('Talent list');
  return readOne(services.db, id);
}

export async function deleteTalentList(services: Services, id: string) {
  const deleted = await services.db.transaction(async (tx) => {
    await tx.delete(talentListProviders).where(eq(talentListProviders.talentListId, id));
    return tx.delete(talentLists).where(eq(talentLists.id, id)).returning({ id: talentLists.id });
  });
  if (deleted.length === 0) throw notFound('Talent list');
  return { ok: true as const };
}

/** The list's row locked for a change of its providers: two saves at once cannot both pass the limit. */
async function lockList(tx: Executor, id: string) {
  const [row] = await tx
    .select({ ownerId: talentLists.ownerId })
    .from(talentLists)
    .where(eq(talentLists.id, id))
    .for('update');
  if (!row) throw notFound('Talent list');
  return row;
}

export async function addProviderToTalentList(
  services: Services,
  input: { talent_list_id: string; provider_id: string },
) {
  await services.db.transaction(async (tx) => {
    const list = await lockList(tx, input.talent_list_id);
    if (await checkProvider(tx, list.ownerId, input.talent_list_id, input.provider_id)) return;
    await tx
      .insert(talentListProviders)
      .values({ talentListId: input.talent_list_id, providerId: input.provider_id });
    await tx
      .update(talentLists)
      .set({ updatedAt: new Date() })
      .where(eq(talentLists.id, input.talent_list_id));
  });
  return readOne(services.db, input.talent_list_id, input.provider_id);
}

export async function removeProviderFromTalentList(
  services: Services,
  input: { talent_list_id: string; provider_id: string },
) {
  await services.db.transaction(async (tx) => {
    await lockList(tx, input.talent_list_id);
    const removed = await tx
      .delete(talentListProviders)
      .where(
        and(
          eq(talentListProviders.talentListId, input.talent_list_id),
          eq(talentListProviders.providerId, input.provider_id),
        ),
      )
      .returning({ id: talentListProviders.providerId });
    if (removed.length > 0)
      await tx
        .update(talentLists)
        .set({ updatedAt: new Date() })
        .where(eq(talentLists.id, input.talent_list_id));
  });
  return readOne(services.db, input.talent_list_id, input.provider_id);
}

/**
 * Every provider of the list invited to one job, in one transaction, by send-invitation's rule for
 * each (planListInvitation): the job's row locked so it cannot close meanwhile; a provider invited
 * by another call in between is skipped by the invitations' unique index, not invited twice.
 */
export async function inviteTalentList(
  services: Services,
  ownerId: string,
  input: { talent_list_id: string; request_id: string; message: string },
) {
  const invited = await services.db.transaction(async (tx) => {
    // The request read here, not through the request area (as send-invitation reads it).
    const [request] = await tx
      .select({
        id: requests.id,
        clientId: requests.clientId,
        status: requests.status,
        title: requests.title,
      })
      .from(requests)
      .where(eq(requests.id, input.request_id))
      .for('update');
    if (!request) throw notFound('Request');
    const members = await tx
      .select({ providerId: talentListProviders.providerId })
      .from(talentListProviders)
      .where(eq(talentListProviders.talentListId, input.talent_list_id))
      .orderBy(desc(talentListProviders.addedAt));
    const ids = members.map((member) => member.providerId);
    const [invitedRows, proposedRows] = ids.length
      ? await Promise.all([
          tx
            .select({ id: invitations.providerId })
            .from(invitations)
            .where(and(eq(invitations.requestId, request.id), inArray(invitations.providerId, ids))),
          tx
            .select({ id: proposals.providerId })
            .from(proposals)
            .where(and(eq(proposals.requestId, request.id), inArray(proposals.providerId, ids))),
        ])
      : [[], []];
    const already = new Set(invitedRows.map((row) => row.id));
    const proposed = new Set(proposedRows.map((row) => row.id));
    const plan = planListInvitation(
      ownerId,
      { clientId: request.clientId, status: request.status },
      ids.map((providerId) => ({
        providerId,
        alreadyInvited: already.has(providerId),
        alreadyProposed: proposed.has(providerId),
      })),
    );
    if ('refusal' in plan) throw fieldRefusalError(plan.refusal);
    const rows = [];
    for (const providerId of plan.invite) {
      const row = await insertInvitation(tx, {
        request,
        clientId: ownerId,
        providerId,
        message: input.message,
      });
      if (row) rows.push(row);
    }
    return { providers: rows.map((row) => row.providerId), listed: ids.length };
  });
  announce(services, invited.providers);
  return {
    invited_count: invited.providers.length,
    skipped_count: invited.listed - invited.providers.length,
  };
}
