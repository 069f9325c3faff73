/**
 * How every screen writes money and time in the reader's language. Money by the currency's own
 * minor-unit digits; moments in the reader's own time zone (decision 1100).
 */

import { dateTimeFormat, numberFormat } from '@lancer/ui/lib/intl-format';

/** The reader's language as a locale with its region, for the screens that name one: "en-US", "zh-CN". */
export const localeOf = (language: string) => (language === 'zh' ? 'zh-CN' : 'en-US');

/** How many minor-unit digits the currency has: USD 2, JPY 0, KWD 3 (ISO 4217, as Intl knows it). */
export const minorDigitsOf = (currency: string) =>
  numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

const major = (minor: number, currency: string) => minor / 10 ** minorDigitsOf(currency);

/** Money in minor units, with the currency's digits: "$1,500.00", "¥1,500", "KWD 1.500". */
export const formatMoney = (minor: number, currency: string, language: string) =>
  numberFormat(language, { style: 'currency', currency }).format(major(minor, currency));

/**
 * An amount asked or offered (budgets, bids): whole units when the amount is whole ("$1,500"), the
 * currency's digits when not ("$1,500.50"), as Upwork writes them (decision 1100).
 */
export const formatAmount = (minor: number, currency: string, language: string) =>
  minor % 10 ** minorDigitsOf(currency) === 0
    ? numberFormat(language, { style: 'currency', currency, minimumFractionDigits: 0 }).format(
        major(minor, currency),
      )
    : formatMoney(minor, currency, language);

/** A budget range "$500 – $900", the same amount once when min and max agree. */
export function formatBudget(
  budget: { budget_min_cents: number; budget_max_cents: number; currency: string },
  language: string,
) {
  const min = formatAmount(budget.budget_min_cents, budget.currency, language);
  const max = formatAmount(budget.budget_max_cents, budget.currency, language);
  return min === max ? min : `${min} – ${max}`;
}

/** A count in the reader's digits: "1,234". */
export const formatNumber = (value: number, language: string) => numberFormat(language).format(value);

let browserZone: string | undefined;

/** The reader's time zone, as the browser (or the process) reports it: "Asia/Shanghai". */
const readerTimeZone = () => (browserZone ??= dateTimeFormat('en').resolvedOptions().timeZone);

const isCalendarDay = (value: string) => value.length === 10;

/**
 * A calendar day: a YYYY-MM-DD day as written, an ISO instant on the reader's own calendar.
 * "Nov 23, 2026" (medium), "November 23, 2026" (long), "2026年11月23日".
 */
export const formatDay = (
  value: string,
  language: string,
  dateStyle: 'medium' | 'long' = 'medium',
  timeZone = readerTimeZone(),
) =>
  dateTimeFormat(language, { dateStyle, timeZone: isCalendarDay(value) ? 'UTC' : timeZone }).format(
    new Date(isCalendarDay(value) ? `${value}T00:00:00Z` : value),
  );

/**
 * A moment on the reader's clock: "Nov 23, 2026, 10:05 PM". With `zone`, the zone is named
 * ("Nov 23, 2026, 10:05 PM GMT+8"), where the reader may compare it with someone else's clock.
 */
export const formatMoment = (
  iso: string,
  language: string,
  { zone = false, timeZone = readerTimeZone() }: { zone?: boolean; timeZone?: string } = {},
) =>
  dateTimeFormat(
    language,
    zone
      ? {
          year: 'numeric',
          month: 'short',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZoneName: 'short',
          timeZone,
        }
      : { dateStyle: 'medium', timeStyle: 'short', timeZone },
  ).format(new Date(iso));

/** A day in the reader's own time zone, short: "11/23/26", "2026/11/23" (the chat bar's conversations). */
export const formatShortDay = (iso: string, language: string) =>
  dateTimeFormat(language, { dateStyle: 'short', timeZone: readerTimeZone() }).format(new Date(iso));
