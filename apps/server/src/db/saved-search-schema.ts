import type { SavedSearchFilters } from '@lancer/api/schemas/saved-search';
import { sql } from 'drizzle-orm';
import { customType, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

import { cents, createdAt, tstz } from './columns';

/** PostgreSQL's text-search query, written with to_tsquery('simple', ...) (job-search rules). */
const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

/**
 * The saved-search area (decision 2200): a user's /jobs or /workers searches by name. A jobs
 * search also keeps its filters as columns a new job is matched against in one statement
 * (saved-search-match.ts): no filter is NULL (or no skills), the keyword a prefix tsquery.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    name: text('name').notNull(),
    target: text('target').$type<'jobs' | 'workers'>().notNull(),
    /** The page's filters as saved, answered as they are. */
    filters: jsonb('filters').$type<SavedSearchFilters>().notNull(),
    keywordQuery: tsquery('keyword_query'),
    category: text('category'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    budgetType: text('budget_type').$type<'fixed' | 'hourly'>(),
    budgetMinCents: cents('budget_min_cents'),
    budgetMaxCents: cents('budget_max_cents'),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_searches_owner').on(t.ownerId, t.createdAt),
    // The match reads only jobs searches: the few columns it tests, in one index-only pass.
    index('saved_searches_jobs_match')
      .on(t.category, t.budgetType)
      .where(sql`${t.target} = 'jobs'`),
  ],
);
export type SavedSearchRow = typeof savedSearches.$inferSelect;

/**
 * One row per saved search and job it alerted of: the primary key makes the alert once, whichever
 * instance (or repeated change of the job) gets there first.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: text('saved_search_id').notNull(),
    requestId: text('request_id').notNull(),
    ownerId: text('owner_id').notNull(),
    matchedAt: tstz('matched_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.requestId] })],
);
