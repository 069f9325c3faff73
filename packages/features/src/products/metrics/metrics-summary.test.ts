import { describe, expect, it } from 'vitest';

import type { ChartData } from '@lancer/api/schemas/chart';

import { chartRows, hasActivity, seriesFigures } from './metrics-summary';

const chart: ChartData = {
  metric: 'operations',
  range: '30d',
  unit: 'count',
  currency: null,
  series: [
    {
      key: 'deployments',
      label: 'Deployments',
      points: [
        { x: 'a', y: 1 },
        { x: 'b', y: 3 },
        { x: 'c', y: 3 },
      ],
    },
    {
      key: 'incidents',
      label: 'Incidents',
      points: [
        { x: 'a', y: 0 },
        { x: 'b', y: 0 },
        { x: 'c', y: 0 },
      ],
    },
  ],
};

describe('metrics summary', () => {
  it('gives each series its total and its first highest period', () => {
    expect(seriesFigures(chart)).toEqual([
      { key: 'deployments', total: 7, max: 3, maxAt: 'b' },
      { key: 'incidents', total: 0, max: 0, maxAt: null },
    ]);
  });

  it('lays the series out as one row per period', () => {
    expect(chartRows(chart)[1]).toEqual({ x: 'b', deployments: 3, incidents: 0 });
  });

  it('tells a chart with any activity from an all-zero one', () => {
    expect(hasActivity([chart])).toBe(true);
    expect(hasActivity([{ ...chart, series: [chart.series[1]!] }])).toBe(false);
  });
});
