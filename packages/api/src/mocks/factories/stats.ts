import type { Activity } from '../../rules/activity';
import { chartDataOf, type ChartQuery } from '../../rules/chart-data';
import type { Achievement, Statistics } from '../../schemas/achievement';
import type { ChartData } from '../../schemas/chart';
import type { StatsChart } from '../../schemas/stats-chart';
import { fixtureDay, fixtureTime } from './sequence';

/** A smooth, deterministic series (products' metrics): the same picture in every run. */
export const buildChartData = (overrides: Partial<ChartData> = {}): ChartData => ({
  metric: 'spending',
  range: '30d',
  unit: 'cents',
  currency: 'USD',
  series: [
    {
      key: 'spending',
      label: 'Spending',
      points: Array.from({ length: 30 }, (_, day) => ({ x: fixtureDay(day), y: 1_000 * ((day * 7) % 11) })),
    },
  ],
  ...overrides,
});

export const buildAchievement = (overrides: Partial<Achievement> = {}): Achievement => ({
  code: 'first-project-done',
  goal: 1,
  value: 0,
  progress: 0,
  earned_at: null,
  ...overrides,
});

export const buildStatistics = (overrides: Partial<Statistics> = {}): Statistics => ({
  currency: 'USD',
  projects_done: 1,
  projects_ongoing: 1,
  milestones_on_time: 3,
  milestones_done: 3,
  earned_cents: 0,
  spent_cents: 160_000,
  proposals_sent: 0,
  proposals_accepted: 0,
  proposal_acceptance_rate: null,
  requests_posted: 3,
  average_score: 92,
  scored_projects: 1,
  ...overrides,
});

/**
 * A provider's last two years (800 days) of activity, one record every few days with amounts that wave: the same
 * picture in every run, and enough history for every range and grouping.
 */
export function buildActivityHistory(days = 800): Activity {
  const at = (day: number) => fixtureTime(-day * 24 * 60);
  const every = (step: number) => Array.from({ length: Math.floor(days / step) }, (_, i) => i * step);
  return {
    requests: [],
    proposals: every(6).map((day, i) => ({
      created_at: at(day),
      updated_at: at(day),
      status: i % 3 === 0 ? 'REJECTED' : 'ONGOING',
    })),
    projects: every(12).map((day, i) => ({
      role: 'provider',
      status: day < 20 ? 'ONGOING' : 'DONE',
      created_at: at(day),
      updated_at: at(day),
      score: day < 20 ? null : 80 + (i % 5) * 4,
    })),
    milestones: every(4).map((day, i) => ({
      status: 'PAID',
      amount_cents: 10_000 * (2 + ((i * 7) % 9)),
      due_date: fixtureDay(-day + 2),
      delivered_at: at(day + 1),
      approved_at: at(day),
      paid_at: at(day),
    })),
    payments: every(9).map((day, i) => ({ paid_at: at(day), amount_cents: 5_000 * (1 + ((i * 5) % 7)) })),
  };
}

/** Stats chart data derived from an activity by the same rule the server uses ("today" is the fixture day). */
export const buildStatsChart = (
  query: Partial<ChartQuery> = {},
  activity: Activity = buildActivityHistory(),
): StatsChart => chartDataOf(activity, { metrics: ['earnings'], range: '30d', ...query }, fixtureDay(0));
