import type { SearchRequestsQuery } from '@lancer/api/request/search-requests';
import type { RequestSort } from '@lancer/api/schemas/request';
import type { JobSearchFilters } from '@lancer/api/schemas/saved-search';

/**
 * The jobs search as it lives in the page address (?q=react&skills=react,node&sort=budget_high...),
 * so a link reproduces the search and Back goes to the previous one.
 */

export const jobCategories = [
  'Web development',
  'Mobile development',
  'Design',
  'Writing',
  'Translation',
  'Data',
  'Marketing',
] as const;
export const postedWithin = ['1', '7', '30'] as const;
type PostedWithin = (typeof postedWithin)[number];
export const sorts: RequestSort[] = ['newest', 'budget_high', 'budget_low'];
export const JOBS_PAGE_SIZE = 10;

export type JobFilters = {
  keyword: string;
  category: string;
  skills: string[];
  budgetType: '' | 'fixed' | 'hourly';
  /** Budget range in whole currency units, as typed. */
  min: string;
  max: string;
  posted: '' | PostedWithin;
  sort: RequestSort;
  page: number;
  /** The job open in the side sheet. */
  job: string;
  tab: 'search' | 'saved';
};

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

const wholeNumber = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? value : '');

export function parseJobFilters(search: string): JobFilters {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    keyword: (params.get('q') ?? '').slice(0, 100),
    category: params.get('category') ?? '',
    skills: (params.get('skills') ?? '')
      .split(',')
      .map((skill) => skill.trim())
      .filter(Boolean)
      .slice(0, 15),
    budgetType: oneOf(params.get('type'), ['', 'fixed', 'hourly'] as const, ''),
    min: wholeNumber(params.get('min')),
    max: wholeNumber(params.get('max')),
    posted: oneOf(params.get('posted'), ['', ...postedWithin] as const, ''),
    sort: oneOf(params.get('sort'), sorts, 'newest'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    job: params.get('job') ?? '',
    tab: oneOf(params.get('tab'), ['search', 'saved'] as const, 'search'),
  };
}

/** The address's query string; defaults are left out so links stay short. */
export function jobFiltersSearch(filters: JobFilters): string {
  const params = new URLSearchParams();
  const set = (key: string, value: string, fallback = '') => {
    if (value !== fallback) params.set(key, value);
  };
  set('tab', filters.tab, 'search');
  set('q', filters.keyword.trim());
  set('category', filters.category);
  set('skills', filters.skills.join(','));
  set('type', filters.budgetType);
  set('min', filters.min);
  set('max', filters.max);
  set('posted', filters.posted);
  set('sort', filters.sort, 'newest');
  set('page', String(filters.page), '1');
  set('job', filters.job);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The day `days` before `today` (YYYY-MM-DD), in UTC. */
const daysBefore = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The search-requests query for these filters; `today` is YYYY-MM-DD. */
export function toSearchQuery(filters: JobFilters, today: string): SearchRequestsQuery {
  return {
    scope: 'all',
    page: filters.page,
    page_size: JOBS_PAGE_SIZE,
    sort: filters.sort,
    ...(filters.keyword.trim() && { keyword: filters.keyword.trim() }),
    ...(filters.category && { category: filters.category }),
    ...(filters.skills.length && { skills: filters.skills.join(',') }),
    ...(filters.budgetType && { budget_type: filters.budgetType }),
    ...(filters.min && { budget_min_cents: Number(filters.min) * 100 }),
    ...(filters.max && { budget_max_cents: Number(filters.max) * 100 }),
    ...(filters.posted && { posted_since: daysBefore(today, Number(filters.posted)) }),
  };
}

/** The filters a saved search keeps of this search (decision 2200): no page, sort or day. */
export function toSavedFilters(filters: JobFilters): JobSearchFilters {
  return {
    target: 'jobs',
    keyword: filters.keyword.trim(),
    category: filters.category,
    skills: filters.skills,
    budget_type: filters.budgetType || null,
    budget_min_cents: filters.min ? Number(filters.min) * 100 : null,
    budget_max_cents: filters.max ? Number(filters.max) * 100 : null,
  };
}
