import { describe, expect, it } from 'vitest';

import { acceptingFilterOf, averageScore, matchesProviderFilter } from './provider-record';

const ada = {
  flid: 'ada_l',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@lancer.test',
  skills: ['React', 'Rust'],
  accepting_request: true,
  ready: true,
  hourly: 60,
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
});
