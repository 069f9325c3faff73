import type { SavedSearchFilters, WorkerSearchFilters } from '@lancer/api/schemas/saved-search';

import { paths } from '../navigation/paths';

/**
 * A saved search's page address (decision 2200): /jobs with the jobs search's own query words
 * (propose/jobs/job-filters.ts reads them), /workers with the workers search's (parseWorkerSearch).
 * Budgets and rates are whole currency units in the address, cents in the saved filters.
 */
export function savedSearchHref(filters: SavedSearchFilters): string {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  };
  const units = (cents: number | null) => (cents === null ? null : Math.floor(cents / 100));
  if (filters.target === 'jobs') {
    set('q', filters.keyword);
    set('category', filters.category);
    set('skills', filters.skills.join(','));
    set('type', filters.budget_type);
    set('min', units(filters.budget_min_cents));
    set('max', units(filters.budget_max_cents));
  } else {
    set('find', filters.condition);
    set('min', filters.hourly_min);
    set('max', filters.hourly_max);
    set('ready', filters.ready ? '1' : null);
    set('success', filters.job_success_min);
    set('rating', filters.rating_min);
    set('sort', filters.sort === 'flid' ? null : filters.sort);
  }
  const search = params.toString() ? `?${params.toString()}` : '';
  return filters.target === 'jobs' ? paths.jobs.getHref(undefined, search) : `${paths.workers.path}${search}`;
}

const numberOr = (text: string | null) => (text && !Number.isNaN(Number(text)) ? Number(text) : null);

/** The /workers address's search, as savedSearchHref writes it (a bare ?find= too). */
export function parseWorkerSearch(search: string): WorkerSearchFilters {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  return {
    target: 'workers',
    condition: (params.get('find') ?? '').slice(0, 100),
    hourly_min: numberOr(params.get('min')),
    hourly_max: numberOr(params.get('max')),
    ready: params.get('ready') === '1',
    job_success_min: numberOr(params.get('success')),
    rating_min: numberOr(params.get('rating')),
    sort: sort === 'job_success' || sort === 'rating' ? sort : 'flid',
  };
}
