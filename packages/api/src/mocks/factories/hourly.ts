import type { TimeEntry, Timesheet } from '../../schemas/hourly';
import { nextId } from './sequence';

/** Fixtures of an hourly project's week: Ada's dashboard work for Grace, week of Monday 2026-11-23. */

export const buildTimeEntry = (overrides: Partial<TimeEntry> = {}): TimeEntry => ({
  id: nextId('entry'),
  project_id: 'project-hourly',
  week_start: '2026-11-23',
  date: '2026-11-23',
  minutes: 210,
  memo: 'Date range picker on the sales chart',
  issue_id: null,
  source: 'timer',
  dispute_reason: null,
  created_at: '2026-11-23T13:30:00.000Z',
  ...overrides,
});

/** The week's entries: 12.5 hours over four days. */
export const weekEntries = (week = '2026-11-23', day = (offset: number) => `2026-11-${23 + offset}`) => [
  buildTimeEntry({
    week_start: week,
    date: day(0),
    minutes: 210,
    memo: 'Date range picker on the sales chart',
  }),
  buildTimeEntry({
    week_start: week,
    date: day(1),
    minutes: 270,
    memo: 'Chart tooltips and empty states',
    source: 'manual',
  }),
  buildTimeEntry({
    week_start: week,
    date: day(2),
    minutes: 180,
    memo: 'Pairing call: the permissions model',
  }),
  buildTimeEntry({
    week_start: week,
    date: day(3),
    minutes: 90,
    memo: 'Fixed the flaky login test',
    source: 'manual',
  }),
];

export const buildTimesheet = (overrides: Partial<Timesheet> = {}): Timesheet => ({
  project_id: 'project-hourly',
  project_title: 'Weekly help with our React dashboard',
  role: 'provider',
  rate_cents: 8_500,
  currency: 'USD',
  weekly_limit_hours: 20,
  week_start: '2026-11-23',
  status: 'open',
  minutes: 750,
  billed_minutes: 750,
  amount_cents: 106_250,
  closes_at: '2026-11-30T00:00:00.000Z',
  review_ends_at: '2026-12-05T00:00:00.000Z',
  entries: weekEntries(),
  timer_started_at: null,
  payment_id: null,
  dispute_id: null,
  weeks_in_review: [],
  now: '2026-11-27T10:00:00.000Z',
  ...overrides,
});
