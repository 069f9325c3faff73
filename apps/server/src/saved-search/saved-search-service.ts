import { normalizeFilters, refuseNewSavedSearch } from '@lancer/api/rules/saved-search';
import type { SavedSearchFilters, SavedSearchTarget } from '@lancer/api/schemas/saved-search';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';

import { users } from '../db/schema';
import { savedSearches, savedSearchMatches, type SavedSearchRow } from '../db/saved-search-schema';
import { notFound, refuse } from '../http/errors';
import { newId } from '../lib/ids';
import { paged, pageWindow, type PageQuery } from '../lib/paging';
import { iso } from '../lib/time';
import type { Services } from '../services';
import { keywordQueryOf } from './saved-search-match';

/** Saved searches (decision 2200): private to their owner, who alone reaches these (ACCESS-MATRIX). */

/** The match columns of a jobs search; a workers search has none (it never alerts). */
function matchColumns(filters: SavedSearchFilters) {
  if (filters.target !== 'jobs') return {};
  return {
    keywordQuery: keywordQueryOf(filters.keyword),
    category: filters.category || null,
    skills: filters.skills,
    budgetType: filters.budget_type,
    budgetMinCents: filters.budget_min_cents,
    budgetMaxCents: filters.budget_max_cents,
  };
}

const matchCount =
  sql<number>`(select count(*) from ${savedSearchMatches} where ${savedSearchMatches.savedSearchId} = ${savedSearches.id})`.mapWith(
    Number,
  );
const lastMatchAt =
  sql<Date | null>`(select max(${savedSearchMatches.matchedAt}) from ${savedSearchMatches} where ${savedSearchMatches.savedSearchId} = ${savedSearches.id})`.mapWith(
    (value: string | Date | null) => (value === null ? null : new Date(value)),
  );

type Counted = {
  row: Pick<SavedSearchRow, 'id' | 'name' | 'filters' | 'createdAt'>;
  matches: number;
  last: Date | null;
};

const toSavedSearch = ({ row, matches, last }: Counted) => ({
  id: row.id,
  name: row.name,
  filters: row.filters,
  match_count: matches,
  last_match_at: last ? iso(last) : null,
  created_at: iso(row.createdAt),
});

const listed = {
  row: {
    id: savedSearches.id,
    name: savedSearches.name,
    filters: savedSearches.filters,
    createdAt: savedSearches.createdAt,
  },
  matches: matchCount,
  last: lastMatchAt,
};

async function readOne(services: Services, id: string) {
  const [found] = await services.db.select(listed).from(savedSearches).where(eq(savedSearches.id, id));
  if (!found) throw notFound('Saved search');
  return toSavedSearch(found);
}

export async function createSavedSearch(
  services: Services,
  ownerId: string,
  input: { name: string; filters: SavedSearchFilters },
) {
  const filters = normalizeFilters(input.filters);
  const id = newId();
  await services.db.transaction(async (tx) => {
    // The owner's row locked: two saves at once cannot both pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
    const [kept] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.ownerId, ownerId));
    refuse(refuseNewSavedSearch(kept?.n ?? 0));
    await tx.insert(savedSearches).values({
      id,
      ownerId,
      name: input.name,
      target: filters.target,
      filters,
      ...matchColumns(filters),
    } as typeof savedSearches.$inferInsert);
  });
  return readOne(services, id);
}

export async function fetchSavedSearches(
  services: Services,
  ownerId: string,
  query: PageQuery & { target?: SavedSearchTarget },
) {
  const where: SQL[] = [eq(savedSearches.ownerId, ownerId)];
  if (query.target) where.push(eq(savedSearches.target, query.target));
  const { limit, offset } = pageWindow(query);
  const rows = await services.db
    .select(listed)
    .from(savedSearches)
    .where(and(...where))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
    .limit(limit)
    .offset(offset);
  const [total] = await services.db
    .select({ n: count() })
    .from(savedSearches)
    .where(and(...where));
  return paged(rows.map(toSavedSearch), total?.n ?? 0, query);
}

export async function renameSavedSearch(services: Services, id: string, name: string) {
  const renamed = await services.db
    .update(savedSearches)
    .set({ name })
    .where(eq(savedSearches.id, id))
    .returning({ id: savedSearches.id });
  if (renamed.length === 0) throw notFound('Saved search');
  return readOne(services, id);
}

export async function deleteSavedSearch(services: Services, id: string) {
  const deleted = await services.db.transaction(async (tx) => {
    const rows = await tx
      .delete(savedSearches)
      .where(eq(savedSearches.id, id))
      .returning({ id: savedSearches.id });
    await tx.delete(savedSearchMatches).where(eq(savedSearchMatches.savedSearchId, id));
    return rows;
  });
  if (deleted.length === 0) throw notFound('Saved search');
  return { ok: true as const };
}
