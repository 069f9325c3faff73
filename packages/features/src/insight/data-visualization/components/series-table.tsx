import { useTranslation } from 'react-i18next';

import type { StatsChart, StatsChartSeries } from '@lancer/api/schemas/stats-chart';
import { DataTable, type DataTableColumn } from '@lancer/ui/components/data-table';

import type { ChartRow } from '../../lib/chart-rows';
import { formatDay } from '../../../lib/format';
import { formatBucket, formatValue } from '../../lib/format';

type SeriesTableProps = {
  series: StatsChartSeries;
  rows: readonly ChartRow[];
  group: StatsChart['group'];
  compare: boolean;
  caption: string;
};

/** The chart's numbers as a table: each bucket, its value, and the same bucket of the previous period. */
export function SeriesTable({ series, rows, group, compare, caption }: SeriesTableProps) {
  const { t, i18n } = useTranslation('insight', { keyPrefix: 'dataVisualization' });
  const language = i18n.language;
  // The table names whole days (with the year: a range can span years); months stay months.
  const bucket = (day: string) =>
    group === 'month' ? formatBucket(day, group, language) : formatDay(day, language);
  const columns: DataTableColumn<ChartRow>[] = [
    {
      id: 'period',
      header: t('period'),
      cell: (row) => bucket(row.x),
      sortValue: (row) => row.x,
      className: 'whitespace-nowrap',
    },
    {
      id: 'current',
      header: t('current'),
      cell: (row) => formatValue(series, row.current, language),
      sortValue: (row) => row.current,
      className: 'tabular-nums',
    },
    ...(compare
      ? [
          {
            id: 'previous',
            header: t('previous'),
            cell: (row: ChartRow) =>
              row.previous === null || row.previousX === null
                ? '—'
                : `${formatValue(series, row.previous, language)} (${bucket(row.previousX)})`,
            sortValue: (row: ChartRow) => row.previous ?? -1,
            className: 'tabular-nums',
          },
        ]
      : []),
  ];
  return (
    <div className="max-h-96 overflow-auto rounded-md border">
      <DataTable rows={rows} columns={columns} getRowId={(row) => row.x} caption={caption} />
    </div>
  );
}
