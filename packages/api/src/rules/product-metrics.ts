import type { ChartData } from '../schemas/chart';
import { countPerBucket, type ChartRange } from './chart-series';

/** When things happened on a product (ISO instants); the metrics tab counts them per day or month. */
export type ProductActivity = {
  issuesOpened: readonly string[];
  workItemsDone: readonly string[];
  deployments: readonly string[];
  incidents: readonly string[];
};

/** The metrics tab's charts, derived from the other tabs' records (the server and the mocks both call this). */
export function productCharts(range: ChartRange, activity: ProductActivity, now: Date): ChartData[] {
  const series = (key: string, label: string, instants: readonly string[]) => ({
    key,
    label,
    points: countPerBucket(range, instants, now),
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
