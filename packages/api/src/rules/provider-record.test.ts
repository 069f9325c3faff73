import { describe, expect, it } from 'vitest';

import { acceptingFilterOf, averageScore, compareProviders, matchesProviderFilter } from './provider-record';

const ada = {
  flid: 'ada_l',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@lancer.test',
  skills: ['React', 'Rust'],
  accepting_request: true,
  ready: true,
  hourly: 60,
  job_success: 92 as number | null,
  rating: 4.5 as number | null,
};

describe('provider record', () => {
  it('averages scores to one decimal, null without any', () => {
    expect(averageScore([])).toBeNull();
    expect(averageScore([90, 85, 88])).toBe(87.7);
  });

  it('browses accepting providers without a condition; a condition searches everyone', () => {
    expect(acceptingFilterOf({})).toBe('true');
    expect(acceptingFilterOf({ condition: 'ann' })).toBeUndefined();
    expect(acceptingFilterOf({ condition: 'ann', accepting: 'false' })).toBe('false');
    expect(matchesProviderFilter({ ...ada, accepting_request: false }, {})).toBe(false);
    expect(matchesProviderFilter({ ...ada, accepting_request: false }, { condition: 'ada' })).toBe(true);
  });

  it('finds by name, FLID, skill or exact email, and filters by hourly range and readiness', () => {
    expect(matchesProviderFilter(ada, { condition: 'rus' })).toBe(true);
    expect(matchesProviderFilter(ada, { condition: 'love' })).toBe(true);
    expect(matchesProviderFilter(ada, { condition: 'ADA@lancer.test' })).toBe(true);
    expect(matchesProviderFilter(ada, { condition: 'python' })).toBe(false);
    expect(matchesProviderFilter(ada, { hourly_min: 50, hourly_max: 60 })).toBe(true);
    expect(matchesProviderFilter(ada, { hourly_max: 59 })).toBe(false);
    expect(matchesProviderFilter(ada, { ready: 'true' })).toBe(true);
    expect(matchesProviderFilter({ ...ada, ready: false }, { ready: 'true' })).toBe(false);
  });

  // proves: PROVIDER-SORT
  it('filters by job success and rating minimums, a provider without history never passing one', () => {
    expect(matchesProviderFilter(ada, { job_success_min: 92, rating_min: 4.5 })).toBe(true);
    expect(matchesProviderFilter(ada, { job_success_min: 93 })).toBe(false);
    expect(matchesProviderFilter(ada, { rating_min: 4.6 })).toBe(false);
    const newcomer = { ...ada, job_success: null, rating: null };
    expect(matchesProviderFilter(newcomer, {})).toBe(true);
    expect(matchesProviderFilter(newcomer, { job_success_min: 0 })).toBe(false);
    expect(matchesProviderFilter(newcomer, { rating_min: 1 })).toBe(false);
  });

  // proves: PROVIDER-SORT
  it('sorts best first, no figure last, ties by FLID', () => {
    const people = [
      { flid: 'dan', job_success: null, rating: 5 },
      { flid: 'cat', job_success: 80, rating: null },
      { flid: 'bob', job_success: 100, rating: 4.2 },
      { flid: 'amy', job_success: 80, rating: 4.2 },
    ];
    const order = (sort?: 'flid' | 'job_success' | 'rating') =>
      [...people].sort(compareProviders(sort)).map((person) => person.flid);
    expect(order()).toEqual(['amy', 'bob', 'cat', 'dan']);
    expect(order('job_success')).toEqual(['bob', 'amy', 'cat', 'dan']);
    expect(order('rating')).toEqual(['dan', 'amy', 'bob', 'cat']);
  });
});
