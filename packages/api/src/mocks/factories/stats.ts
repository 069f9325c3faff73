import type { Achievement, Statistics } from '../../schemas/achievement';
import type { ChartData } from '../../schemas/chart';
import { fixtureDay, nextId } from './sequence';

export const buildAchievement = (overrides: Partial<Achievement> = {}): Achievement => ({
  id: nextId('achievement'),
  code: 'first_project_done',
  title: 'First project done',
  description: 'Finish a project with a score.',
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
  requests_posted: 3,
  average_score: 92,
  scored_projects: 1,
  ...overrides,
});

/** A smooth, deterministic series: the same picture in every run. */
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
