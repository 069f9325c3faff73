import { dateTimeFormat, numberFormat } from '@lancer/ui/lib/intl-format';

import { localeOf } from '../../lib/format';

export const formatUsd = (cents: number, language: string) =>
  numberFormat(localeOf(language), { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    cents / 100,
  );

/** "2026-03" -> "Mar" / "3月". */
export const formatMonth = (month: string, language: string) =>
  dateTimeFormat(localeOf(language), { month: 'short', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
