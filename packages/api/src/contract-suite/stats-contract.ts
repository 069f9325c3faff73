import { describe, expect, it } from 'vitest';

import { fetchAchievements, fetchChartData, fetchStatistics } from '../contract/stats';
import { fetchProfile, fetchProfileForUser } from '../contract/user';
import { achievementCodes } from '../schemas/achievement';
import { type ContractSessions, expectApiError, type Session } from './session';
import { payFirstMilestone, startProject } from './start-project';

const AMOUNT = 12_345;

/** Runs one job to a paid milestone of AMOUNT; answers the paid milestone's paid_at. */
async function payOneMilestone(sides: { client: Session; provider: Session }) {
  const project = await startProject(sides, 'Contract suite: stats job', AMOUNT);
  return (await payFirstMilestone(sides, project.id)).paid_at!;
}

/** Statistics, achievements and chart series move with real records, the same on every target. */
export function describeStatsContract(sessions: ContractSessions) {
  describe('stats', () => {
    const chartQuery = { metrics: 'earnings,spending,proposals', range: '30d', group: 'day' } as const;

    it('counts a paid milestone in statistics, the earnings series, and the first-paid-milestone badge', async () => {
      const provider = sessions.provider.client;
      const client = sessions.client.client;
      const [statsBefore, chartBefore, spentBefore] = await Promise.all([
        provider.call(fetchStatistics, { query: {} }),
        provider.call(fetchChartData, { query: chartQuery }),
        client.call(fetchStatistics, { query: {} }),
      ]);
      const paidAt = await payOneMilestone(sessions);

      const stats = await provider.call(fetchStatistics, { query: {} });
      expect(stats.earned_cents - statsBefore.earned_cents).toBe(AMOUNT);
      expect(stats.milestones_done - statsBefore.milestones_done).toBe(1);
      expect(stats.milestones_on_time - statsBefore.milestones_on_time).toBe(1);
      expect(stats.proposals_sent - statsBefore.proposals_sent).toBe(1);
      expect(stats.proposal_acceptance_rate).toBe(
        Math.round((stats.proposals_accepted / stats.proposals_sent) * 100),
      );
      const spent = await client.call(fetchStatistics, { query: {} });
      expect(spent.spent_cents - spentBefore.spent_cents).toBe(AMOUNT);

      const chart = await provider.call(fetchChartData, { query: chartQuery });
      expect(chart.series.map((series) => series.metric)).toEqual(['earnings', 'spending', 'proposals']);
      expect(chart).toMatchObject({ range: '30d', group: 'day' });
      const [earnings, , proposals] = chart.series;
      expect(earnings!.points).toHaveLength(30);
      expect(earnings!.points.at(-1)!.x).toBe(chart.to);
      expect(earnings!.total - chartBefore.series[0]!.total).toBe(AMOUNT);
      expect(earnings!.points.find((point) => point.x === paidAt.slice(0, 10))!.y).toBeGreaterThanOrEqual(
        AMOUNT,
      );
      expect(proposals!.total - chartBefore.series[2]!.total).toBe(1);
      expect(earnings!.previous_points).toHaveLength(30);
      expect(chart.previous_to < chart.from).toBe(true);

      const { achievements } = await provider.call(fetchAchievements, { query: {} });
      expect(achievements.map((achievement) => achievement.code)).toEqual(achievementCodes);
      for (const achievement of achievements)
        expect(achievement.progress === 100).toBe(achievement.earned_at !== null);
      const badge = achievements.find((achievement) => achievement.code === 'first-paid-milestone')!;
      expect(badge.earned_at).not.toBeNull();
      expect(badge.earned_at! <= paidAt).toBe(true);

      const me = await provider.call(fetchProfile);
      const profile = await client.call(fetchProfileForUser, { params: { id: me.account.basic.user_id } });
      expect(profile.badges.map((entry) => entry.code)).toContain('first-paid-milestone');
      expect(profile.average_score).toBe(stats.average_score);
    });

    it('groups a custom range by week and month, and refuses a range that ends before it starts', async () => {
      const provider = sessions.provider.client;
      const weeks = await provider.call(fetchChartData, {
        query: { metrics: 'earnings', range: 'custom', from: '2026-03-02', to: '2026-03-29', group: 'week' },
      });
      expect(weeks.series[0]!.points.map((point) => point.x)).toEqual([
        '2026-03-02',
        '2026-03-09',
        '2026-03-16',
        '2026-03-23',
      ]);
      expect(weeks).toMatchObject({ previous_from: '2026-02-02', previous_to: '2026-03-01' });
      const months = await provider.call(fetchChartData, { query: { metrics: 'projects', range: '12m' } });
      expect(months.group).toBe('month');
      expect(months.series[0]!.points).toHaveLength(12);
      await expectApiError(
        provider.call(fetchChartData, {
          query: { metrics: 'earnings', range: 'custom', from: '2026-03-29', to: '2026-03-02' },
        }),
        400,
        'VALIDATION_FAILED',
        ['to'],
      );
      await expectApiError(
        provider.call(fetchChartData, { query: { metrics: 'earnings,salary', range: '30d' } }),
        400,
        'VALIDATION_FAILED',
        ['metrics'],
      );
    });
  });
}
