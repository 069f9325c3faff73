import { describe, expect, it } from 'vitest';

// The reader sits in UTC+8 (no summer time): the moments below must read on that clock.
process.env.TZ = 'Asia/Shanghai';
const { formatAmount, formatBudget, formatDay, formatMoment, formatMoney, minorDigitsOf } =
  await import('./format');

describe('formatMoney: minor units by the currency’s own digits', () => {
  it('knows each currency’s digits', () => {
    expect([minorDigitsOf('USD'), minorDigitsOf('JPY'), minorDigitsOf('KWD')]).toEqual([2, 0, 3]);
  });

  it('USD has cents, JPY has none, KWD has fils (three digits)', () => {
    expect(formatMoney(150_050, 'USD', 'en')).toBe('$1,500.50');
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
    expect(formatMoney(1_500_250, 'KWD', 'en')).toBe('KWD\u00a01,500.250');
  });
});

describe('formatAmount and formatBudget: whole units when the amount is whole', () => {
  it('drops the minor digits only when they are zero', () => {
    expect(formatAmount(150_000, 'USD', 'en')).toBe('$1,500');
    expect(formatAmount(150_050, 'USD', 'en')).toBe('$1,500.50');
    expect(formatAmount(1_500_000, 'KWD', 'en')).toBe('KWD\u00a01,500');
  });

  it('writes a range, or one amount when both ends agree', () => {
    const budget = { budget_min_cents: 50_000, budget_max_cents: 90_000, currency: 'USD' };
    expect(formatBudget(budget, 'en')).toBe('$500 – $900');
    expect(formatBudget({ ...budget, budget_min_cents: 90_000 }, 'en')).toBe('$900');
  });
});

describe('formatMoment and formatDay: on the reader’s clock', () => {
  const lateEveningUtc = '2026-11-23T20:05:00Z';

  it('prints the moment in the reader’s zone, not UTC wall-clock time', () => {
    expect(formatMoment(lateEveningUtc, 'en')).toBe('Nov 24, 2026, 4:05 AM');
  });

  it('names the zone when asked', () => {
    expect(formatMoment(lateEveningUtc, 'en', { zone: true })).toBe('Nov 24, 2026, 4:05 AM GMT+8');
  });

  it('puts an instant on the reader’s calendar and leaves a calendar day as written', () => {
    expect(formatDay(lateEveningUtc, 'en')).toBe('Nov 24, 2026');
    expect(formatDay('2026-11-23', 'en')).toBe('Nov 23, 2026');
    expect(formatDay('2026-11-23', 'en', 'long')).toBe('November 23, 2026');
  });
});
