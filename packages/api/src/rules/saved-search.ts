import type { JobSearchFilters, SavedSearchFilters } from '../schemas/saved-search';
import { conflict, type Refusal } from './refusal';
import { matchesSearchWords, searchWords } from './job-search';

/**
 * Saved searches and their alerts (decision 2200), decided once for the server
 * (saved-search-service.ts, saved-search-match.ts) and the mocks (mocks/handlers/saved-search).
 */

/** A user keeps at most this many saved searches. */
export const MAX_SAVED_SEARCHES = 50;

/** Null while the owner may save another search; past the limit, why not. */
export function refuseNewSavedSearch(kept: number): Refusal | null {
  return kept >= MAX_SAVED_SEARCHES
    ? conflict(`You can keep at most ${MAX_SAVED_SEARCHES} saved searches; delete one first`)
    : null;
}

/** A saved search's filters as stored: skills lower case without repeats, the keyword trimmed. */
export function normalizeFilters(filters: SavedSearchFilters): SavedSearchFilters {
  if (filters.target !== 'jobs') return { ...filters, condition: filters.condition.trim() };
  return {
    ...filters,
    keyword: filters.keyword.trim(),
    skills: [...new Set(filters.skills.map((skill) => skill.trim().toLowerCase()).filter(Boolean))],
  };
}

/** What of a job the alert looks at. */
export type AlertedJob = {
  title: string;
  description_html: string;
  category: string;
  skills: readonly string[];
  budget_type: 'fixed' | 'hourly';
  budget_min_cents: number;
  budget_max_cents: number;
  visibility: 'public' | 'invite_only';
  status: string;
  hidden: boolean;
};

/** Only a public, shown, RECRUITING job alerts anyone: hidden and invite-only posts never do. */
export const jobCanAlert = (job: Pick<AlertedJob, 'visibility' | 'status' | 'hidden'>) =>
  job.visibility === 'public' && job.status === 'RECRUITING' && !job.hidden;

/**
 * Whether a job matches a jobs search, by the rules of the jobs search itself (search-requests):
 * every keyword word starts a word of the title or description; the category and budget type
 * equal; any one skill shared; the budget ranges meet. The server says the same in SQL.
 */
export function jobMatchesSearch(job: AlertedJob, filters: JobSearchFilters) {
  const words = searchWords(filters.keyword);
  const skills = job.skills.map((skill) => skill.toLowerCase());
  return (
    matchesSearchWords(`${job.title} ${job.description_html}`, words) &&
    (!filters.category || filters.category === job.category) &&
    (filters.skills.length === 0 || filters.skills.some((skill) => skills.includes(skill.toLowerCase()))) &&
    (filters.budget_type === null || filters.budget_type === job.budget_type) &&
    (filters.budget_min_cents === null || job.budget_max_cents >= filters.budget_min_cents) &&
    (filters.budget_max_cents === null || job.budget_min_cents <= filters.budget_max_cents)
  );
}
