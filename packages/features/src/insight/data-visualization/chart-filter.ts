import type { StatsChart } from '@lancer/api/schemas/stats-chart';

/** What the reader chose: a range (with its days when custom), a grouping, and the comparison. */
export type ChartFilter = {
  range: StatsChart['range'];
  /** Absent: what the range reads best in (the server's default). */
  group?: StatsChart['group'];
  from?: string;
  to?: string;
  compare: boolean;
};

export const defaultChartFilter: ChartFilter = { range: '30d', compare: true };

/** The metrics the page shows, in order. */
export const pageMetrics = ['earnings', 'spending', 'projects', 'proposals'] as const;
