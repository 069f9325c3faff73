import type { StatsChart } from '@lancer/api/schemas/stats-chart';

import { chartRows } from './chart-rows';

export type CsvLabels = {
  headers: {
    metric: string;
    unit: string;
    period: string;
    value: string;
    previousPeriod: string;
    previousValue: string;
  };
  metric: (metric: StatsChart['series'][number]['metric']) => string;
};

const cell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** Money as a plain decimal (12.50), so a spreadsheet reads it as a number. */
const plain = (value: number, unit: 'cents' | 'count') =>
  unit === 'cents' ? (value / 100).toFixed(2) : String(value);

/** Every series of a chart as CSV: one row per bucket, with the previous period beside it. */
export function chartCsv(data: StatsChart, labels: CsvLabels) {
  const { headers } = labels;
  const lines = [
    [
      headers.metric,
      headers.unit,
      headers.period,
      headers.value,
      headers.previousPeriod,
      headers.previousValue,
    ],
    ...data.series.flatMap((series) =>
      chartRows(series).map((row) => [
        labels.metric(series.metric),
        series.unit === 'cents' ? (series.currency ?? 'USD') : 'count',
        row.x,
        plain(row.current, series.unit),
        row.previousX ?? '',
        row.previous === null ? '' : plain(row.previous, series.unit),
      ]),
    ),
  ];
  return `${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** The file name of an export: the period it covers. */
export const chartCsvName = (data: StatsChart) => `lancer-insight-${data.from}-to-${data.to}.csv`;
