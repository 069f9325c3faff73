/** How every screen writes money and time in the reader's language (UTC, so a day reads the same everywhere). */

import { dateTimeFormat, numberFormat } from '@lancer/ui/lib/intl-format';

/** The reader's language as a locale with its region, for the screens that name one: "en-US", "zh-CN". */
export const localeOf = (language: string) => (language === 'zh' ? 'zh-CN' : 'en-US');

/** Money in minor units: "$1,500.00", "US$1,500.00". */
export const formatMoney = (cents: number, currency: string, language: string) =>
  numberFormat(language, { style: 'currency', currency }).format(cents / 100);

/** A count in the reader's digits: "1,234". */
export const formatNumber = (value: number, language: string) => numberFormat(language).format(value);

/** A calendar day, from YYYY-MM-DD or an ISO instant: "Nov 23, 2026", "2026年11月23日". */
export const formatDay = (value: string, language: string) =>
  dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(value.length === 10 ? `${value}T00:00:00Z` : value),
  );

/** A moment, with the time: "Nov 23, 2026, 2:05 PM". */
export const formatMoment = (iso: string, language: string) =>
  dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  );

/** A day in the reader's own time zone, short: "11/23/26", "2026/11/23" (the chat bar's conversations). */
export const formatShortDay = (iso: string, language: string) =>
  dateTimeFormat(language, { dateStyle: 'short' }).format(new Date(iso));
