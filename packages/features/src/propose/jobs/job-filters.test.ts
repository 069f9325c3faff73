import { describe, expect, it } from 'vitest';

import { jobFiltersSearch, parseJobFilters, toSearchQuery } from './job-filters';

describe('job filters in the address', () => {
  it('round-trips every filter through the query string, leaving defaults out', () => {
    const search =
      '?q=react+shop&category=Design&skills=react%2Cnode&type=fixed&min=500&max=2000&posted=7&sort=budget_high&page=3&job=request-1';
    const filters = parseJobFilters(search);
    expect(filters).toMatchObject({
      keyword: 'react shop',
      skills: ['react', 'node'],
      budgetType: 'fixed',
      posted: '7',
      sort: 'budget_high',
      page: 3,
      job: 'request-1',
      tab: 'search',
    });
    expect(parseJobFilters(jobFiltersSearch(filters))).toEqual(filters);
    expect(jobFiltersSearch(parseJobFilters(''))).toBe('');
  });

  it('drops values it cannot use instead of failing', () => {
    expect(parseJobFilters('?type=weekly&min=-5&sort=random&page=0&posted=2')).toMatchObject({
      budgetType: '',
      min: '',
      sort: 'newest',
      page: 1,
      posted: '',
    });
  });

  it('builds the search call: cents, comma-separated skills, and the posted day counted back from today', () => {
    const query = toSearchQuery(
      parseJobFilters('?q=shop&skills=a,b&min=5&max=10&posted=7&page=2'),
      '2026-11-23',
    );
    expect(query).toEqual({
      scope: 'all',
      page: 2,
      page_size: 10,
      sort: 'newest',
      keyword: 'shop',
      skills: 'a,b',
      budget_min_cents: 500,
      budget_max_cents: 1_000,
      posted_since: '2026-11-16',
    });
  });
});
