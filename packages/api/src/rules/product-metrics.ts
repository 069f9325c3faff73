import type { ChartData } from '../schemas/chart';
import { chartPeriod, toPoints } from './chart-series';

/** When things happened on a product (ISO instants); the metrics tab counts them per day or month. */
export type ProductActivity = {
  issuesOpened: readonly string[];
  workItemsDone: readonly string[];
  deployments: readonly string[];
  incidents: readonly string[];
};

type ProductRange = '30d' | '90d' | '12m';

/** The first day the metrics of a range look at (the server reads records from it). */
export const productMetricsSince = (range: ProductRange, now: Date) =>
  chartPeriod(range, now.toISOString().slice(0, 10)).from;

/**
 * The metrics tab's charts, derived from the other tabs' records (the server and the mocks both call
 * this): per day for 30d and 90d, per month for 12m (rules/chart-series.ts buckets).
 */
export function productCharts(range: ProductRange, activity: ProductActivity, now: Date): ChartData[] {
  const period = chartPeriod(range, now.toISOString().slice(0, 10));
  const group = range === '12m' ? 'month' : 'day';
  const series = (key: string, label: string, instants: readonly string[]) => ({
    key,
    label,
    points: toPoints(
      period,
      group,
      instants.map((at) => ({ at, value: 1 })),
    ),
  });
  return [
    {
      metric: 'delivery',
      range,
      unit: 'count',
      currency: null,
      series: [
        series('work_items_done', 'Work items done', activity.workItemsDone),
        series('issues_opened', 'Issues opened', activity.issuesOpened),
      ],
    },
    {
      metric: 'operations',
      range,
      unit: 'count',
      currency: null,
      series: [
        series('deployments', 'Deployments', activity.deployments),
        series('incidents', 'Incidents', activity.incidents),
      ],
    },
  ];
}
