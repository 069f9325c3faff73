import type { ChartData } from '@lancer/api/schemas/chart';

export type SeriesFigures = { key: string; total: number; max: number; maxAt: string | null };

/** Per series: its total, its highest value and where it was (the first such period). */
export function seriesFigures(chart: ChartData): SeriesFigures[] {
  return chart.series.map((series) => {
    let max = 0;
    let maxAt: string | null = null;
    for (const point of series.points)
      if (point.y > max) {
        max = point.y;
        maxAt = point.x;
      }
    return { key: series.key, total: series.points.reduce((sum, point) => sum + point.y, 0), max, maxAt };
  });
}

/** Rows for a chart or its table: one per period, a column per series key. */
export const chartRows = (chart: ChartData) =>
  (chart.series[0]?.points ?? []).map((point, index) => ({
    x: point.x,
    ...Object.fromEntries(chart.series.map((series) => [series.key, series.points[index]?.y ?? 0])),
  }));

export const hasActivity = (charts: readonly ChartData[]) =>
  charts.some((chart) => chart.series.some((series) => series.points.some((point) => point.y > 0)));
