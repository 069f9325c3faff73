import { acceptingFilterOf, type ProviderFilter } from '@lancer/api/rules/provider-record';
import { and, asc, count, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';

import { providerSkills } from '../db/user-schema';
import { users } from '../db/schema';
import { likePattern } from '../lib/like-pattern';
import { paged, pageWindow, type PageQuery } from '../lib/paging';
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
  return where.length ? and(...where) : undefined;
}

/** search-for-users: the spec's condition, or browsing providers who accept requests; paged by FLID. */
export async function searchForUsers(services: Services, query: ProviderFilter & PageQuery) {
  const where = whereOf(query);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    services.db.select().from(users).where(where).orderBy(asc(users.flid)).limit(limit).offset(offset),
    services.db.select({ n: count() }).from(users).where(where),
  ]);
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
