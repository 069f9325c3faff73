import { z } from 'zod';

import { MAX_SAVED_SEARCH_NAME, MAX_SEARCH_SKILLS } from '../constants';
import { PROVIDER_SORTS } from './user';
import { centsSchema, idSchema, timestampSchema } from './common';
import { budgetTypeSchema } from './request';

/**
 * A saved search (decision 2200): a /jobs or /workers search kept under a name by its owner. A
 * jobs search alerts its owner when a new public job matches it; a workers search is kept to open
 * again. Its filters are the page's own, by the names of the page's search call.
 */

/** The /jobs search's filters (search-requests' query, less paging, sort and day). */
export const jobSearchFiltersSchema = z.object({
  target: z.literal('jobs'),
  keyword: z.string().trim().max(100).default(''),
  category: z.string().trim().max(60).default(''),
  skills: z
    .array(z.string().trim().min(1).max(40))
    .max(MAX_SEARCH_SKILLS, `At most ${MAX_SEARCH_SKILLS} skills`)
    .default([]),
  budget_type: budgetTypeSchema.nullable().default(null),
  budget_min_cents: centsSchema.nullable().default(null),
  budget_max_cents: centsSchema.nullable().default(null),
});
export type JobSearchFilters = z.infer<typeof jobSearchFiltersSchema>;

/** The /workers search's filters (search-for-users' query, less paging). */
export const workerSearchFiltersSchema = z.object({
  target: z.literal('workers'),
  condition: z.string().trim().max(100).default(''),
  hourly_min: z.number().nonnegative().nullable().default(null),
  hourly_max: z.number().nonnegative().nullable().default(null),
  ready: z.boolean().default(false),
  job_success_min: z.number().int().min(0).max(100).nullable().default(null),
  rating_min: z.number().min(1).max(5).nullable().default(null),
  sort: z.enum(PROVIDER_SORTS).default('flid'),
});
export type WorkerSearchFilters = z.infer<typeof workerSearchFiltersSchema>;

export const savedSearchFiltersSchema = z.discriminatedUnion('target', [
  jobSearchFiltersSchema,
  workerSearchFiltersSchema,
]);
export type SavedSearchFilters = z.infer<typeof savedSearchFiltersSchema>;
export const savedSearchTargetSchema = z.enum(['jobs', 'workers']);
export type SavedSearchTarget = z.infer<typeof savedSearchTargetSchema>;

export const savedSearchNameSchema = z
  .string()
  .trim()
  .min(1, 'Please name the search')
  .max(MAX_SAVED_SEARCH_NAME, `At most ${MAX_SAVED_SEARCH_NAME} characters`);

export const savedSearchSchema = z.object({
  id: idSchema,
  name: z.string(),
  filters: savedSearchFiltersSchema,
  /** Jobs that matched since it was saved (each alerted once); always 0 for a workers search. */
  match_count: z.number().int().nonnegative(),
  last_match_at: timestampSchema.nullable(),
  created_at: timestampSchema,
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const createSavedSearchBodySchema = z.object({
  name: savedSearchNameSchema,
  filters: savedSearchFiltersSchema,
});
export type CreateSavedSearchBody = z.input<typeof createSavedSearchBodySchema>;

export const renameSavedSearchBodySchema = z.object({
  saved_search_id: idSchema,
  name: savedSearchNameSchema,
});
