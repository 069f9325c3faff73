/**
 * Chart periods and buckets, shared by the server and the mocks: the same range gives the same
 * days, weeks and months everywhere. Days are UTC calendar days (YYYY-MM-DD); a week starts on
 * Monday; a bucket is named by its first day.
 */
export type ChartRange = '30d' | '90d' | '12m' | 'custom';
export type ChartGroup = 'day' | 'week' | 'month';
export type ChartPeriod = { from: string; to: string };

/** The longest custom range, in days (two years). */
export const MAX_CHART_DAYS = 731;

const DAY = 86_400_000;
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, days: number) => toDay(timeOf(day) + days * DAY);
export const daysBetween = (from: string, to: string) => Math.round((timeOf(to) - timeOf(from)) / DAY) + 1;

function addMonths(day: string, months: number) {
  const date = new Date(timeOf(day));
  return toDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
}

/** The period a range covers, ending today: 30 or 90 days, or the last twelve calendar months. */
export function chartPeriod(range: ChartRange, today: string, custom?: Partial<ChartPeriod>): ChartPeriod {
  if (range === 'custom') return { from: custom?.from ?? today, to: custom?.to ?? today };
  if (range === '12m') return { from: addMonths(today, -11), to: today };
  return { from: addDays(today, range === '30d' ? -29 : -89), to: today };
}

/** The period of the same length just before (twelve months before for 12m). */
export function previousPeriod(range: ChartRange, period: ChartPeriod): ChartPeriod {
  if (range === '12m') return { from: addMonths(period.from, -12), to: addDays(period.from, -1) };
  const length = daysBetween(period.from, period.to);
  return { from: addDays(period.from, -length), to: addDays(period.from, -1) };
}

/** The grouping a range reads best in when none is asked for. */
export function defaultGroup(range: ChartRange, period: ChartPeriod): ChartGroup {
  if (range === '12m') return 'month';
  const days = daysBetween(period.from, period.to);
  return days <= 31 ? 'day' : days <= 120 ? 'week' : 'month';
}

/** The first day of the bucket a day falls in. */
export function bucketOf(day: string, group: ChartGroup) {
  if (group === 'day') return day;
  if (group === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(timeOf(day)).getUTCDay() + 6) % 7; // Monday 0 .. Sunday 6
  return addDays(day, -weekday);
}

/** Every bucket of a period, oldest first (the first may start before the period). */
export function bucketsOf(period: ChartPeriod, group: ChartGroup) {
  const keys: string[] = [];
  for (let key = bucketOf(period.from, group); key <= period.to;) {
    keys.push(key);
    key = group === 'day' ? addDays(key, 1) : group === 'week' ? addDays(key, 7) : addMonths(key, 1);
  }
  return keys;
}

/** Sums dated values into a period's buckets; values outside the period are left out. */
export function toPoints(
  period: ChartPeriod,
  group: ChartGroup,
  rows: ReadonlyArray<{ at: string; value: number }>,
) {
  const sums = new Map(bucketsOf(period, group).map((key) => [key, 0]));
  for (const row of rows) {
    const day = row.at.slice(0, 10);
    if (day < period.from || day > period.to) continue;
    const key = bucketOf(day, group);
    sums.set(key, (sums.get(key) ?? 0) + row.value);
  }
  return [...sums].map(([x, y]) => ({ x, y }));
}
