import { acceptingFilterOf, type ProviderFilter } from '@lancer/api/rules/provider-record';
import type { ProviderSort } from '@lancer/api/schemas/user';
import { and, asc, count, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';

import { providerReputations } from '../db/review-schema';
import { providerSkills } from '../db/user-schema';
import { users } from '../db/schema';
import { likePattern } from '../lib/like-pattern';
import { paged, pageWindow, type PageQuery } from '../lib/paging';
import { refreshDueReputations } from './reputation';
import type { Services } from '../services';
import { loadProviderRecords, readySql } from './provider-record';
import { toPublicUser } from './profile-view';
import { normalizeEmail } from './user-repository';

/** The same filter as rules/provider-record.ts's matchesProviderFilter, in SQL. */
function whereOf(filter: ProviderFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.condition) {
    const pattern = likePattern(filter.condition);
    where.push(
      or(
        eq(users.email, normalizeEmail(filter.condition)),
        ilike(users.flid, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        sql`exists (select 1 from ${providerSkills}, jsonb_array_elements_text(${providerSkills.skills}) as skill
          where ${providerSkills.userId} = ${users.id} and skill ilike ${pattern})`,
      )!,
    );
  }
  const accepting = acceptingFilterOf(filter);
  if (accepting !== undefined) where.push(eq(users.acceptingRequest, accepting === 'true'));
  if (filter.ready !== undefined) where.push(filter.ready === 'true' ? readySql : sql`not ${readySql}`);
  if (filter.hourly_min !== undefined) where.push(gte(users.hourly, filter.hourly_min));
  if (filter.hourly_max !== undefined) where.push(lte(users.hourly, filter.hourly_max));
  // PROVIDER-SORT: no row or a null figure (no history) never passes a minimum.
  if (filter.job_success_min !== undefined)
    where.push(gte(providerReputations.jobSuccess, filter.job_success_min));
  if (filter.rating_min !== undefined) where.push(gte(providerReputations.rating, filter.rating_min));
  return where.length ? and(...where) : undefined;
}

/** PROVIDER-SORT: best first, no figure last, then FLID (unique), so paging is a total order. */
function orderOf(sort: ProviderSort = 'flid'): SQL[] {
  if (sort === 'flid') return [asc(users.flid)];
  const column = sort === 'job_success' ? providerReputations.jobSuccess : providerReputations.rating;
  return [sql`${column} desc nulls last`, asc(users.flid)];
}

/**
 * search-for-users: the spec's condition, or browsing providers who accept requests; paged by FLID,
 * or by the stored job success or rating (brought up to date first: decision 1360).
 */
export async function searchForUsers(
  services: Services,
  query: ProviderFilter & PageQuery & { sort?: ProviderSort },
) {
  await refreshDueReputations(services.db);
  const where = whereOf(query);
  const { limit, offset } = pageWindow(query);
  const joined = eq(providerReputations.userId, users.id);
  const [found, [total]] = await Promise.all([
    services.db
      .select({ user: users })
      .from(users)
      .leftJoin(providerReputations, joined)
      .where(where)
      .orderBy(...orderOf(query.sort))
      .limit(limit)
      .offset(offset),
    services.db.select({ n: count() }).from(users).leftJoin(providerReputations, joined).where(where),
  ]);
  const rows = found.map(({ user }) => user);
  const records = await loadProviderRecords(
    services.db,
    rows.map((row) => row.id),
  );
  const { items, ...page } = paged(
    rows.map((row) => toPublicUser(row, records.get(row.id)!)),
    total?.n ?? 0,
    query,
  );
  return { users: items, ...page };
}
