import { fixtureDay } from '../factories/sequence';

/** A deterministic wave of points over a range: per day for 30d/90d, per month for 12m. */
export function syntheticPoints(range: '30d' | '90d' | '12m', scale: number) {
  const count = range === '12m' ? 12 : range === '90d' ? 90 : 30;
  return Array.from({ length: count }, (_, index) => ({
    x: range === '12m' ? `2026-${String(index + 1).padStart(2, '0')}` : fixtureDay(index - count + 1),
    y: scale * (3 + ((index * 7) % 11)),
  }));
}
