export type ChartRange = '30d' | '90d' | '12m';

/** The buckets of a range, oldest first: days (YYYY-MM-DD) for 30d and 90d, months (YYYY-MM) for 12m. */
export function buckets(range: ChartRange, now = new Date()) {
  if (range === '12m') {
    return Array.from({ length: 12 }, (_, i) => {
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1));
      return month.toISOString().slice(0, 7);
    });
  }
  const days = range === '30d' ? 30 : 90;
  return Array.from({ length: days }, (_, i) =>
    new Date(now.getTime() - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

export const rangeStart = (range: ChartRange, now = new Date()) => {
  const first = buckets(range, now)[0]!;
  return new Date(range === '12m' ? `${first}-01T00:00:00Z` : `${first}T00:00:00Z`);
};

/** Sums values into the range's buckets (missing buckets are 0). */
export function toPoints(range: ChartRange, rows: Array<{ at: Date; value: number }>, now = new Date()) {
  const keys = buckets(range, now);
  const sums = new Map(keys.map((key) => [key, 0]));
  const width = range === '12m' ? 7 : 10;
  for (const row of rows) {
    const key = row.at.toISOString().slice(0, width);
    if (sums.has(key)) sums.set(key, sums.get(key)! + row.value);
  }
  return keys.map((x) => ({ x, y: sums.get(x)! }));
}
