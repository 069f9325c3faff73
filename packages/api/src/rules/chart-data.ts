import type { StatsChart, StatsChartMetric } from '../schemas/stats-chart';
import { earningsOf, spendingOf, type Activity } from './activity';
import {
  chartPeriod,
  defaultGroup,
  previousPeriod,
  toPoints,
  type ChartGroup,
  type ChartRange,
} from './chart-series';

export type ChartQuery = {
  metrics: readonly StatsChartMetric[];
  range: ChartRange;
  group?: ChartGroup;
  from?: string;
  to?: string;
};

/** The dated values each metric sums: money in cents, or 1 per record. */
const metricRows: Record<StatsChartMetric, (activity: Activity) => Array<{ at: string; value: number }>> = {
  earnings: earningsOf,
  spending: spendingOf,
  projects: (a) => a.projects.map((project) => ({ at: project.created_at, value: 1 })),
  proposals: (a) => a.proposals.map((proposal) => ({ at: proposal.created_at, value: 1 })),
};

const isMoney = (metric: StatsChartMetric) => metric === 'earnings' || metric === 'spending';
const total = (points: ReadonlyArray<{ y: number }>) => points.reduce((sum, point) => sum + point.y, 0);

/** A user's series for a range (ending `today`, a YYYY-MM-DD day) and the period before it. */
export function chartDataOf(activity: Activity, query: ChartQuery, today: string): StatsChart {
  const period = chartPeriod(query.range, today, query);
  const previous = previousPeriod(query.range, period);
  const group = query.group ?? defaultGroup(query.range, period);
  return {
    range: query.range,
    group,
    from: period.from,
    to: period.to,
    previous_from: previous.from,
    previous_to: previous.to,
    series: query.metrics.map((metric) => {
      const rows = metricRows[metric](activity);
      const points = toPoints(period, group, rows);
      const previousPoints = toPoints(previous, group, rows);
      return {
        metric,
        unit: isMoney(metric) ? 'cents' : 'count',
        currency: isMoney(metric) ? 'USD' : null,
        total: total(points),
        previous_total: total(previousPoints),
        points,
        previous_points: previousPoints,
      };
    }),
  };
}
