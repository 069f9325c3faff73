import { describe, expect, it } from 'vitest';

import {
  refuseEntryChange,
  refuseOverLimit,
  shiftWeek,
  splitByWeek,
  timerMinutes,
  timesheetStatus,
  weekAmountCents,
  weekBillingKey,
  weekBounds,
  weekStartOf,
} from './hourly';

describe('weeks', () => {
  // proves: HOURLY-WEEK-UTC
  it('run Monday 00:00 to the next Monday 00:00 UTC', () => {
    expect(weekStartOf('2026-11-23T00:00:00Z')).toBe('2026-11-23'); // Monday, first instant
    expect(weekStartOf('2026-11-29T23:59:59.999Z')).toBe('2026-11-23'); // Sunday, last instant
    expect(weekStartOf('2026-11-30T00:00:00Z')).toBe('2026-11-30'); // next Monday
    expect(weekStartOf('2026-11-27T12:00:00+09:00')).toBe('2026-11-23'); // an offset is read as UTC
    expect(weekBounds('2026-11-23').end.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(shiftWeek('2026-11-23', 1)).toBe('2026-11-30');
    expect(shiftWeek('2027-01-04', -1)).toBe('2026-12-28');
  });

  it('ignore daylight saving: the week of Europe’s and America’s clock change is 168 hours', () => {
    // Europe moved its clocks on Sunday 2026-10-25, the US on Sunday 2026-11-01.
    for (const monday of ['2026-10-19', '2026-10-26']) {
      const { start, end } = weekBounds(monday);
      expect(end.getTime() - start.getTime()).toBe(168 * 3_600_000);
    }
    expect(weekStartOf('2026-10-25T01:30:00Z')).toBe('2026-10-19');
    expect(weekStartOf('2026-11-01T06:59:00Z')).toBe('2026-10-26');
  });

  // proves: HOURLY-REVIEW-WINDOW
  it('are reviewed for 5 days after they end, then approved by themselves', () => {
    const week = '2026-11-23';
    expect(timesheetStatus(week, new Date('2026-11-29T23:59:59Z'), null)).toBe('open');
    expect(timesheetStatus(week, new Date('2026-11-30T00:00:00Z'), null)).toBe('in_review');
    expect(timesheetStatus(week, new Date('2026-12-04T23:59:59Z'), null)).toBe('in_review');
    expect(weekBounds(week).reviewEnd.toISOString()).toBe('2026-12-05T00:00:00.000Z');
    expect(timesheetStatus(week, new Date('2026-12-05T00:00:00Z'), null)).toBe('approved');
    expect(timesheetStatus(week, new Date('2026-12-01T00:00:00Z'), 'disputed')).toBe('disputed');
  });
});

describe('entries', () => {
  it('across midnight stay one entry of their week', () => {
    expect(splitByWeek('2026-11-25T22:00:00Z', 180)).toEqual([
      { week_start: '2026-11-23', started_at: '2026-11-25T22:00:00.000Z', minutes: 180 },
    ]);
  });

  // proves: HOURLY-WEEK-UTC
  it("across the week's end are cut in two, each part in its own week", () => {
    expect(splitByWeek('2026-11-29T23:00:00Z', 90)).toEqual([
      { week_start: '2026-11-23', started_at: '2026-11-29T23:00:00.000Z', minutes: 60 },
      { week_start: '2026-11-30', started_at: '2026-11-30T00:00:00.000Z', minutes: 30 },
    ]);
  });

  it('by timer count whole minutes', () => {
    expect(timerMinutes('2026-11-25T10:00:00Z', '2026-11-25T10:59:59Z')).toBe(59);
    expect(timerMinutes('2026-11-25T10:00:00Z', '2026-11-25T13:00:00Z')).toBe(180);
    expect(timerMinutes('2026-11-25T10:00:00Z', '2026-11-25T09:00:00Z')).toBe(0);
  });

  // proves: HOURLY-EDIT-OPEN-WEEK
  it('change only while their week is open', () => {
    expect(refuseEntryChange('2026-11-23', new Date('2026-11-29T23:59:59Z'))).toBeNull();
    expect(refuseEntryChange('2026-11-23', new Date('2026-11-30T00:00:00Z'))).toMatchObject({
      status: 409,
      message: 'The week of 2026-11-23 has closed; its entries can no longer change',
    });
  });

  // proves: HOURLY-WEEKLY-LIMIT
  it('may reach the weekly limit exactly, never pass it', () => {
    expect(refuseOverLimit({ limitHours: 10, loggedMinutes: 540, addMinutes: 60 })).toBeNull();
    expect(refuseOverLimit({ limitHours: 10, loggedMinutes: 300, addMinutes: 360 })).toMatchObject({
      status: 409,
      message: 'This entry would pass the weekly limit of 10 h: 5 h left this week',
    });
    expect(refuseOverLimit({ limitHours: 10, loggedMinutes: 600, addMinutes: 1 })?.message).toBe(
      'This entry would pass the weekly limit of 10 h: 0 min left this week',
    );
    expect(refuseOverLimit({ limitHours: 2, loggedMinutes: 30, addMinutes: 100 })?.message).toContain(
      '1 h 30 min left',
    );
  });
});

describe('billing', () => {
  // proves: HOURLY-BILLING-CENTS
  it('bills minutes × rate / 60 in cents, rounded half up once per week', () => {
    expect(weekAmountCents(600, 4_000)).toBe(40_000); // 10 h at $40
    expect(weekAmountCents(1, 3_333)).toBe(56); // 55.55 → 56
    expect(weekAmountCents(1, 30)).toBe(1); // 0.5 → 1 (half up)
    expect(weekAmountCents(1, 29)).toBe(0); // 0.483 → 0
    expect(weekAmountCents(0, 5_000)).toBe(0);
    // Three 1-minute entries at $33.33 bill 167 cents as a week, not 3 × 56.
    expect(weekAmountCents(3, 3_333)).toBe(167);
  });

  it('keys one payment per project and week', () => {
    expect(weekBillingKey('p1', '2026-11-23')).toBe('hourly:p1:2026-11-23');
  });
});
