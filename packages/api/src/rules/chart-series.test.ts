import { describe, expect, it } from 'vitest';

import type { Activity } from './activity';
import { chartDataOf } from './chart-data';
import { bucketOf, bucketsOf, chartPeriod, defaultGroup, previousPeriod, toPoints } from './chart-series';

describe('chart periods', () => {
  it('ends today: 30 and 90 days, or twelve calendar months from the first of the month', () => {
    expect(chartPeriod('30d', '2026-11-23')).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    expect(chartPeriod('90d', '2026-11-23')).toEqual({ from: '2026-08-26', to: '2026-11-23' });
    expect(chartPeriod('12m', '2026-11-23')).toEqual({ from: '2025-12-01', to: '2026-11-23' });
    expect(chartPeriod('custom', '2026-11-23', { from: '2026-01-05', to: '2026-02-04' })).toEqual({
      from: '2026-01-05',
      to: '2026-02-04',
    });
  });

  it('compares with the period of the same length just before', () => {
    expect(previousPeriod('30d', { from: '2026-10-25', to: '2026-11-23' })).toEqual({
      from: '2026-09-25',
      to: '2026-10-24',
    });
    expect(previousPeriod('12m', { from: '2025-12-01', to: '2026-11-23' })).toEqual({
      from: '2024-12-01',
      to: '2025-11-30',
    });
  });

  it('names buckets by their first day: weeks start on Monday', () => {
    expect(bucketOf('2026-11-22', 'week')).toBe('2026-11-16'); // a Sunday
    expect(bucketOf('2026-11-23', 'week')).toBe('2026-11-23'); // a Monday
    expect(bucketOf('2026-11-23', 'month')).toBe('2026-11-01');
    expect(bucketsOf({ from: '2026-01-30', to: '2026-03-02' }, 'month')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
    expect(defaultGroup('30d', chartPeriod('30d', '2026-11-23'))).toBe('day');
    expect(defaultGroup('90d', chartPeriod('90d', '2026-11-23'))).toBe('week');
    expect(defaultGroup('12m', chartPeriod('12m', '2026-11-23'))).toBe('month');
  });

  it('sums values into buckets and leaves out what falls outside the period', () => {
    const points = toPoints({ from: '2026-11-02', to: '2026-11-15' }, 'week', [
      { at: '2026-11-01T23:59:00.000Z', value: 100 },
      { at: '2026-11-02T00:00:00.000Z', value: 5 },
      { at: '2026-11-08T12:00:00.000Z', value: 7 },
      { at: '2026-11-09T12:00:00.000Z', value: 1 },
    ]);
    expect(points).toEqual([
      { x: '2026-11-02', y: 12 },
      { x: '2026-11-09', y: 1 },
    ]);
  });
});

describe('chart data', () => {
  it('answers several series with totals for the period and the one before', () => {
    const activity: Activity = {
      requests: [],
      proposals: [
        {
          created_at: '2026-11-20T00:00:00.000Z',
          updated_at: '2026-11-20T00:00:00.000Z',
          status: 'APPLYING',
        },
      ],
      projects: [],
      milestones: [
        {
          status: 'PAID',
          amount_cents: 500,
          due_date: '2026-12-01',
          delivered_at: null,
          approved_at: null,
          paid_at: '2026-11-21T10:00:00.000Z',
        },
        {
          status: 'PAID',
          amount_cents: 300,
          due_date: '2026-12-01',
          delivered_at: null,
          approved_at: null,
          paid_at: '2026-10-01T10:00:00.000Z',
        },
        {
          status: 'DONE',
          amount_cents: 900,
          due_date: '2026-12-01',
          delivered_at: null,
          approved_at: null,
          paid_at: null,
        },
      ],
      payments: [],
    };
    const data = chartDataOf(activity, { metrics: ['earnings', 'proposals'], range: '30d' }, '2026-11-23');
    expect(data).toMatchObject({ group: 'day', from: '2026-10-25', previous_from: '2026-09-25' });
    expect(data.series.map((s) => [s.metric, s.unit, s.total, s.previous_total])).toEqual([
      ['earnings', 'cents', 500, 300],
      ['proposals', 'count', 1, 0],
    ]);
    expect(data.series[0]!.points.find((p) => p.x === '2026-11-21')!.y).toBe(500);
  });
});
