import { describe, expect, it } from 'vitest';

import type { Activity } from './activity';
import { achievementOf, achievementsOf, badgesOf } from './achievements';
import { statisticsOf } from './statistics';

const none: Activity = { requests: [], proposals: [], projects: [], milestones: [], payments: [] };
const paid = (paid_at: string, amount_cents: number, due_date = '2026-12-31') => ({
  status: 'PAID' as const,
  amount_cents,
  due_date,
  delivered_at: paid_at,
  approved_at: paid_at,
  paid_at,
});
const done = (updated_at: string, score: number | null) => ({
  role: 'provider' as const,
  status: 'DONE' as const,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at,
  score,
});

describe('achievements', () => {
  it('are all in progress at 0 for a user without records', () => {
    const all = achievementsOf(none);
    expect(all.every((a) => a.value === 0 && a.progress === 0 && a.earned_at === null)).toBe(true);
  });

  it("count paid hourly weeks as earnings, with the milestones (statistics' earned total too)", () => {
    const activity: Activity = {
      ...none,
      milestones: [paid('2026-03-01T10:00:00.000Z', 60_000)],
      hourly: [
        { amount_cents: 25_000, paid_at: '2026-03-09T10:00:00.000Z' },
        { amount_cents: 20_000, paid_at: '2026-03-16T10:00:00.000Z' },
      ],
    };
    expect(achievementOf('earned-1000', activity)).toMatchObject({
      value: 105_000,
      earned_at: '2026-03-16T10:00:00.000Z',
    });
    expect(statisticsOf(activity).earned_cents).toBe(105_000);
  });

  // proves: ACHIEVEMENTS-DERIVED
  it('are earned on the date of the record that reached the goal, not the first or the last', () => {
    const activity = {
      ...none,
      milestones: [
        paid('2026-05-03T10:00:00.000Z', 60_000),
        paid('2026-02-01T10:00:00.000Z', 30_000),
        paid('2026-07-09T10:00:00.000Z', 20_000),
        paid('2026-09-01T10:00:00.000Z', 5_000),
      ],
    };
    expect(achievementOf('first-paid-milestone', activity)).toMatchObject({
      value: 4,
      progress: 100,
      earned_at: '2026-02-01T10:00:00.000Z',
    });
    // 30,000 + 60,000 = 90,000, then + 20,000 crosses $1,000 on 9 July.
    expect(achievementOf('earned-1000', activity)).toMatchObject({
      goal: 100_000,
      value: 115_000,
      earned_at: '2026-07-09T10:00:00.000Z',
    });
  });

  it('shows progress toward a goal not met yet, below 100 until it is earned', () => {
    const activity = { ...none, projects: [done('2026-03-01T00:00:00.000Z', 95)] };
    expect(achievementOf('five-projects-done', activity)).toMatchObject({
      value: 1,
      progress: 20,
      earned_at: null,
    });
    const almost = { ...none, milestones: [paid('2026-03-01T00:00:00.000Z', 99_999)] };
    expect(achievementOf('earned-1000', almost).progress).toBe(99);
  });

  it('counts only projects scored 90 or more toward top rated, and on-time deliveries toward on-time', () => {
    const activity = {
      ...none,
      projects: [
        done('2026-01-01T00:00:00.000Z', 95),
        done('2026-02-01T00:00:00.000Z', 89),
        done('2026-03-01T00:00:00.000Z', 90),
        done('2026-04-01T00:00:00.000Z', 100),
      ],
      milestones: [
        paid('2026-03-02T00:00:00.000Z', 100, '2026-03-01'),
        paid('2026-03-01T23:00:00.000Z', 100, '2026-03-01'),
      ],
    };
    expect(achievementOf('top-rated', activity)).toMatchObject({
      value: 3,
      earned_at: '2026-04-01T00:00:00.000Z',
    });
    expect(achievementOf('on-time-10', activity).value).toBe(1);
    expect(statisticsOf(activity)).toMatchObject({
      projects_done: 4,
      milestones_done: 2,
      milestones_on_time: 1,
      average_score: 93.5,
      scored_projects: 4,
    });
  });

  it('lists the earned ones as badges, first earned first', () => {
    const activity = {
      ...none,
      requests: [{ created_at: '2026-06-01T00:00:00.000Z' }],
      milestones: [paid('2026-02-01T00:00:00.000Z', 100)],
    };
    expect(badgesOf(activity)).toEqual([
      { code: 'first-paid-milestone', earned_at: '2026-02-01T00:00:00.000Z' },
      { code: 'first-job-posted', earned_at: '2026-06-01T00:00:00.000Z' },
    ]);
  });
});

describe('statistics', () => {
  it('derives the acceptance rate from sent and accepted proposals, null before the first', () => {
    expect(statisticsOf(none).proposal_acceptance_rate).toBeNull();
    const at = '2026-01-01T00:00:00.000Z';
    const proposal = (status: Activity['proposals'][number]['status']) => ({
      created_at: at,
      updated_at: at,
      status,
    });
    const stats = statisticsOf({
      ...none,
      proposals: [proposal('ONGOING'), proposal('ACCEPTING'), proposal('REJECTED')],
      payments: [{ amount_cents: 700, paid_at: at }],
    });
    expect(stats).toMatchObject({
      proposals_sent: 3,
      proposals_accepted: 2,
      proposal_acceptance_rate: 67,
      spent_cents: 700,
      earned_cents: 0,
    });
  });
});
