import type { StatsChartSeries } from '@lancer/api/schemas/stats-chart';

export type ChartRow = { x: string; current: number; previousX: string | null; previous: number | null };

/**
 * The series as rows: each bucket of the period beside the bucket in the same place of the
 * previous period (the n-th day, week or month before), so the chart, the table and the CSV
 * show the same numbers.
 */
export const chartRows = (series: StatsChartSeries): ChartRow[] =>
  series.points.map((point, index) => {
    const before = series.previous_points[index];
    return { x: point.x, current: point.y, previousX: before?.x ?? null, previous: before?.y ?? null };
  });
