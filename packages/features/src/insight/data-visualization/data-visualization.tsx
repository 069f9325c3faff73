import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { chartPeriod } from '@lancer/api/rules/chart-series';
import type { StatsChart } from '@lancer/api/schemas/stats-chart';
import { useFetchChartData } from '@lancer/api/stats/fetch-chart-data';

import { toLoadable } from '../../lib/to-loadable';
import { chartCsv, chartCsvName } from '../lib/chart-csv';
import { defaultChartFilter, pageMetrics, type ChartFilter } from './chart-filter';
import { DataVisualizationView } from './data-visualization-view';

/** Hands a text to the browser as a file download. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
}

/** Data visualization (/data-visualization): the signed-in user's series for the chosen period. */
export function DataVisualization({ initialFilter = defaultChartFilter }: { initialFilter?: ChartFilter }) {
  const { t } = useTranslation('insight', { keyPrefix: 'dataVisualization' });
  const [filter, setFilter] = useState(initialFilter);
  const custom =
    filter.range === 'custom'
      ? { ...chartPeriod('30d', new Date().toISOString().slice(0, 10)), ...definedDays(filter) }
      : {};
  const chart = useFetchChartData({
    metrics: pageMetrics.join(','),
    range: filter.range,
    ...(filter.group ? { group: filter.group } : {}),
    ...custom,
  });
  const exportCsv = (data: StatsChart) =>
    download(
      chartCsvName(data),
      chartCsv(data, {
        headers: {
          metric: t('csv.metric'),
          unit: t('csv.unit'),
          period: t('csv.period'),
          value: t('csv.value'),
          previousPeriod: t('csv.previousPeriod'),
          previousValue: t('csv.previousValue'),
        },
        metric: (metric) => t(`metric.${metric}`),
      }),
    );
  return (
    <DataVisualizationView
      filter={filter}
      onFilterChange={setFilter}
      chart={toLoadable(chart)}
      onExport={exportCsv}
    />
  );
}

const definedDays = ({ from, to }: ChartFilter) => ({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
