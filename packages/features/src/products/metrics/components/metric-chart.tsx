import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import type { ChartData } from '@lancer/api/schemas/chart';
import { Skeleton } from '@lancer/ui/components/skeleton';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@lancer/ui/components/table';

import { chartRows, seriesFigures } from '../metrics-summary';

/**
 * The chart library loads when a chart is first drawn: /products is in the first download (the spec
 * loads it eagerly), and the charts would more than double that download's size.
 */
const BarChart = lazy(() =>
  import('@lancer/ui/components/bar-chart').then((module) => ({ default: module.BarChart })),
);

type MetricChartProps = { chart: ChartData; mode: 'chart' | 'table' };

/** One chart of the tab, with a written summary (its accessible description), or the same numbers as a table. */
export function MetricChart({ chart, mode }: MetricChartProps) {
  const { t } = useTranslation('products', { keyPrefix: 'metrics' });
  const title = t(`charts.${chart.metric}`);
  const label = (key: string) => t(`series.${key}`, { defaultValue: key });
  const rows = chartRows(chart);
  if (mode === 'table') {
    return (
      // Focusable, so keyboard users can scroll a long table.
      <div
        tabIndex={0}
        className="max-h-96 overflow-auto rounded-lg border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <Table>
          <TableCaption className="caption-top p-2 text-left font-medium text-foreground">
            {t('tableCaption', { chart: title })}
          </TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t('period')}</TableHead>
              {chart.series.map((series) => (
                <TableHead key={series.key} className="text-right">
                  {label(series.key)}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.x}>
                <TableCell className="tabular-nums">{row.x}</TableCell>
                {chart.series.map((series) => (
                  <TableCell key={series.key} className="text-right tabular-nums">
                    {(row as Record<string, string | number>)[series.key]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    );
  }
  const parts = seriesFigures(chart).map((figures) =>
    figures.total === 0
      ? t('summaryNone', { label: label(figures.key) })
      : t('summaryPart', {
          label: label(figures.key),
          total: figures.total,
          max: figures.max,
          maxAt: figures.maxAt,
        }),
  );
  return (
    <Suspense fallback={<Skeleton className="h-72" />}>
      <BarChart
        title={title}
        summary={t('summary', { chart: title, range: t(`ranges.${chart.range}`), parts: parts.join('; ') })}
        data={rows}
        xKey="x"
        series={chart.series.map((series, index) => ({
          key: series.key,
          label: label(series.key),
          colour: ((index % 5) + 1) as 1 | 2 | 3 | 4 | 5,
        }))}
        animate={false}
      />
    </Suspense>
  );
}
