import { useTranslation } from 'react-i18next';

import type { StatsChart, StatsChartSeries } from '@lancer/api/schemas/stats-chart';
import { AreaChart } from '@lancer/ui/components/area-chart';
import { BarChart } from '@lancer/ui/components/bar-chart';
import { Stat } from '@lancer/ui/components/stat';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lancer/ui/components/tabs';

import { chartRows } from '../../lib/chart-rows';
import { formatDay } from '../../../lib/format';
import { changePercent, formatBucket, formatCompact, formatValue } from '../../lib/format';
import { SeriesTable } from './series-table';

type MetricCardProps = {
  series: StatsChartSeries;
  period: Pick<StatsChart, 'from' | 'to' | 'group' | 'previous_from' | 'previous_to'>;
  compare: boolean;
};

/** One metric: its total against the previous period, and the series as a chart or a table. */
export function MetricCard({ series, period, compare }: MetricCardProps) {
  const { t, i18n } = useTranslation('insight', { keyPrefix: 'dataVisualization' });
  const language = i18n.language;
  const metric = t(`metric.${series.metric}`);
  const value = (amount: number) => formatValue(series, amount, language);
  const rows = chartRows(series);
  const change = changePercent(series.total, series.previous_total);
  const highest = rows.reduce((best, row) => (row.current > best.current ? row : best), rows[0]!);
  const days = { from: formatDay(period.from, language), to: formatDay(period.to, language) };
  const summary =
    series.total === 0
      ? t('summaryNone', { metric, ...days, previous: value(series.previous_total) })
      : t('summary', {
          metric,
          ...days,
          total: value(series.total),
          previous: value(series.previous_total),
          max: value(highest.current),
          maxAt: t(`bucket.${period.group}`, { date: formatBucket(highest.x, period.group, language) }),
        });
  const money = series.unit === 'cents';
  const data = rows.map((row) => ({
    x: formatBucket(row.x, period.group, language),
    current: money ? row.current / 100 : row.current,
    ...(compare && row.previous !== null ? { previous: money ? row.previous / 100 : row.previous } : {}),
  }));
  const chartSeries = [
    { key: 'current', label: t('current'), colour: 1 as const },
    ...(compare ? [{ key: 'previous', label: t('previous'), colour: 4 as const }] : []),
  ];
  const Chart = money ? AreaChart : BarChart;
  return (
    <section
      aria-labelledby={`metric-${series.metric}`}
      className="flex flex-col gap-4 rounded-lg border p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h3 id={`metric-${series.metric}`} className="text-base font-semibold">
          {metric}
        </h3>
        <Stat
          className="min-w-48 border-none p-0 text-right"
          label={t('current')}
          value={value(series.total)}
          trend={
            compare
              ? change === null
                ? series.total > 0
                  ? { direction: 'up', text: t('changeNew') }
                  : undefined
                : {
                    direction: change > 0 ? 'up' : change < 0 ? 'down' : 'flat',
                    text: t('change', { change: `${change > 0 ? '+' : ''}${change}%` }),
                    upIsGood: series.metric !== 'spending',
                  }
              : undefined
          }
        />
      </div>
      <Tabs defaultValue="chart">
        <TabsList aria-label={t('view.label', { metric })}>
          <TabsTrigger value="chart">{t('view.chart')}</TabsTrigger>
          <TabsTrigger value="table">{t('view.table')}</TabsTrigger>
        </TabsList>
        <TabsContent value="chart">
          <Chart
            title={<span className="sr-only">{metric}</span>}
            summary={summary}
            data={data}
            xKey="x"
            series={chartSeries}
            integerValues={!money}
            valueFormatter={(amount) =>
              formatCompact(series, money ? Math.round(amount * 100) : amount, language)
            }
          />
          {/* The same words the chart is described by, for sighted readers (read once, from the chart). */}
          <p aria-hidden className="mt-2 text-sm text-muted-foreground">
            {summary}
          </p>
        </TabsContent>
        <TabsContent value="table">
          <SeriesTable
            series={series}
            rows={rows}
            group={period.group}
            compare={compare}
            caption={t('tableCaption', { metric, ...days })}
          />
        </TabsContent>
      </Tabs>
    </section>
  );
}
