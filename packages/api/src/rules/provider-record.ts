import type { ProviderSort } from '../schemas/user';

/**
 * A provider's record as others see it, derived from real activity (ACHIEVEMENTS-DERIVED: never stored
 * as free numbers): the mean of the clients' scores of DONE projects, to one decimal.
 */
export function averageScore(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  return roundScore(scores.reduce((sum, score) => sum + score, 0) / scores.length);
}

/** One decimal, so the server's SQL average and the mocks' agree. */
export const roundScore = (value: number) => Math.round(value * 10) / 10;

export type ProviderFilter = {
  condition?: string;
  accepting?: 'true' | 'false';
  ready?: 'true' | 'false';
  hourly_min?: number;
  hourly_max?: number;
  job_success_min?: number;
  rating_min?: number;
};

/** Without a condition, search-for-users browses providers who accept requests. */
export const acceptingFilterOf = (filter: Pick<ProviderFilter, 'condition' | 'accepting'>) =>
  filter.accepting ?? (filter.condition ? undefined : 'true');

/** Whether one user passes search-for-users' filters; the server says the same in SQL. */
export function matchesProviderFilter(
  user: { flid: string; first_name: string; last_name: string; email: string; skills: readonly string[] } & {
    accepting_request: boolean;
    ready: boolean;
    hourly: number;
    job_success: number | null;
    rating: number | null;
  },
  filter: ProviderFilter,
) {
  const needle = filter.condition?.toLowerCase();
  const accepting = acceptingFilterOf(filter);
  return (
    (!needle ||
      user.email.toLowerCase() === needle ||
      [user.flid, user.first_name, user.last_name, ...user.skills].some((text) =>
        text.toLowerCase().includes(needle),
      )) &&
    (accepting === undefined || user.accepting_request === (accepting === 'true')) &&
    (filter.ready === undefined || user.ready === (filter.ready === 'true')) &&
    (filter.hourly_min === undefined || user.hourly >= filter.hourly_min) &&
    (filter.hourly_max === undefined || user.hourly <= filter.hourly_max) &&
    atLeast(user.job_success, filter.job_success_min) &&
    atLeast(user.rating, filter.rating_min)
  );
}

/** PROVIDER-SORT: a minimum excludes a provider without the figure (no history is not a score). */
const atLeast = (value: number | null, min: number | undefined) =>
  min === undefined || (value !== null && value >= min);

type Sortable = { flid: string; job_success: number | null; rating: number | null };

/**
 * PROVIDER-SORT (decision 1360): by FLID, or by job success or rating, best first, providers without
 * the figure last, ties by FLID (a total order, so pages never repeat or skip anyone). The server's
 * ORDER BY says the same.
 */
export function compareProviders(sort: ProviderSort = 'flid') {
  const byFlid = (left: Sortable, right: Sortable) => left.flid.localeCompare(right.flid);
  if (sort === 'flid') return byFlid;
  return (left: Sortable, right: Sortable) => {
    const a = left[sort];
    const b = right[sort];
    if (a !== b) return a === null ? 1 : b === null ? -1 : b - a;
    return byFlid(left, right);
  };
}
