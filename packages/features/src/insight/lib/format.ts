import type { StatsChart, StatsChartSeries } from '@lancer/api/schemas/stats-chart';
import { dateTimeFormat, numberFormat } from '@lancer/ui/lib/intl-format';

import { formatMoney, formatNumber } from '../../lib/format';

/** A series value as the reader reads it: money for cents, a plain number for counts. */
export const formatValue = (
  series: Pick<StatsChartSeries, 'unit' | 'currency'>,
  value: number,
  language: string,
) =>
  series.unit === 'cents'
    ? formatMoney(value, series.currency ?? 'USD', language)
    : formatNumber(value, language);

/** A short value for an axis or a tooltip: $1.2K, 15. */
export const formatCompact = (
  series: Pick<StatsChartSeries, 'unit' | 'currency'>,
  value: number,
  language: string,
) =>
  numberFormat(language, {
    notation: 'compact',
    ...(series.unit === 'cents'
      ? { style: 'currency', currency: series.currency ?? 'USD', currencyDisplay: 'narrowSymbol' }
      : {}),
  }).format(series.unit === 'cents' ? value / 100 : value);

/** A bucket's short name for an axis or a table: the day, the week's Monday, or the month. */
export function formatBucket(day: string, group: StatsChart['group'], language: string) {
  const date = new Date(`${day}T00:00:00Z`);
  const options: Intl.DateTimeFormatOptions =
    group === 'month'
      ? { year: 'numeric', month: 'short', timeZone: 'UTC' }
      : { month: 'short', day: 'numeric', timeZone: 'UTC' };
  return dateTimeFormat(language, options).format(date);
}

/** The change from the previous period as a signed whole percentage, or null when it was 0. */
export function changePercent(total: number, previous: number) {
  if (previous === 0) return null;
  return Math.round(((total - previous) / previous) * 100);
}
