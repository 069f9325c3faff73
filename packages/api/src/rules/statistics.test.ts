import { describe, expect, it } from 'vitest';

import type { Activity } from './activity';
import { chartDataOf } from './chart-data';
import { statisticsOf } from './statistics';

const milestone = {
  status: 'PAID' as const,
  amount_cents: 15_000,
  due_date: '2026-11-10',
  delivered_at: '2026-11-09T10:00:00.000Z',
  approved_at: '2026-11-09T12:00:00.000Z',
  paid_at: '2026-11-09T12:00:00.000Z',
};

const activity = (overrides: Partial<Activity>): Activity => ({
  requests: [],
  proposals: [],
  projects: [],
  milestones: [],
  payments: [],
  ...overrides,
});

describe('statistics and charts count money as PAYMENT-SUMMARY does', () => {
  it('a released milestone counts as earned net of what a dispute refunded of it', () => {
    const split = activity({ milestones: [{ ...milestone, refunded_cents: 4_500 }] });
    expect(statisticsOf(split).earned_cents).toBe(10_500);
    expect(statisticsOf(activity({ milestones: [milestone] })).earned_cents).toBe(15_000);
  });

  it('a paid payment counts as spent net of its refund', () => {
    const paid = { amount_cents: 15_000, paid_at: '2026-11-09T12:00:00.000Z' };
    expect(statisticsOf(activity({ payments: [{ ...paid, refunded_cents: 4_500 }] })).spent_cents).toBe(
      10_500,
    );
    expect(statisticsOf(activity({ payments: [{ ...paid, refunded_cents: 15_000 }] })).spent_cents).toBe(0);
  });

  it('the earnings and spending series total the same net amounts', () => {
    const split = activity({
      milestones: [{ ...milestone, refunded_cents: 4_500 }],
      payments: [{ amount_cents: 15_000, paid_at: '2026-11-09T12:00:00.000Z', refunded_cents: 4_500 }],
    });
    const chart = chartDataOf(split, { metrics: ['earnings', 'spending'], range: '30d' }, '2026-11-20');
    expect(chart.series.map((series) => [series.metric, series.total])).toEqual([
      ['earnings', 10_500],
      ['spending', 10_500],
    ]);
  });
});
