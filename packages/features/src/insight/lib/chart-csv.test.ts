import { describe, expect, it } from 'vitest';

import { buildStatsChart } from '@lancer/api/mocks/factories/stats';

import { chartCsv, chartCsvName } from './chart-csv';

const labels = {
  headers: {
    metric: 'Metric',
    unit: 'Unit',
    period: 'Period start',
    value: 'Value',
    previousPeriod: 'Previous period start',
    previousValue: 'Previous value',
  },
  metric: (metric: string) => (metric === 'earnings' ? 'Earnings, paid' : metric),
};

describe('chart CSV', () => {
  it('has one row per bucket and series, money as decimals, the previous period beside it', () => {
    const data = buildStatsChart({ metrics: ['earnings', 'proposals'], range: '12m' });
    const lines = chartCsv(data, labels).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Metric,Unit,Period start,Value,Previous period start,Previous value');
    expect(lines).toHaveLength(1 + 12 + 12);
    const earnings = data.series[0]!;
    const last = earnings.points.at(-1)!;
    const lastBefore = earnings.previous_points.at(-1)!;
    expect(lines[12]).toBe(
      `"Earnings, paid",USD,${last.x},${(last.y / 100).toFixed(2)},${lastBefore.x},${(lastBefore.y / 100).toFixed(2)}`,
    );
    expect(lines[13]).toMatch(/^proposals,count,\d{4}-\d{2}-01,\d+,/);
    expect(chartCsvName(data)).toBe(`lancer-insight-${data.from}-to-${data.to}.csv`);
  });
});
