export type ChartRange = '30d' | '90d' | '12m';

/** The buckets of a range, oldest first: days (YYYY-MM-DD) for 30d and 90d, months (YYYY-MM) for 12m. */
export function chartBuckets(range: ChartRange, now: Date) {
  if (range === '12m') {
    return Array.from({ length: 12 }, (_, i) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1)).toISOString().slice(0, 7),
    );
  }
  const days = range === '30d' ? 30 : 90;
  return Array.from({ length: days }, (_, i) =>
    new Date(now.getTime() - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Counts instants (ISO strings) into the range's buckets; missing buckets are 0. */
export function countPerBucket(range: ChartRange, instants: readonly string[], now: Date) {
  const keys = chartBuckets(range, now);
  const sums = new Map(keys.map((key) => [key, 0]));
  const width = range === '12m' ? 7 : 10;
  for (const instant of instants) {
    const key = instant.slice(0, width);
    if (sums.has(key)) sums.set(key, sums.get(key)! + 1);
  }
  return keys.map((x) => ({ x, y: sums.get(x)! }));
}
