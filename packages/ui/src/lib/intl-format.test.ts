import { describe, expect, it } from 'vitest';

import { dateTimeFormat, numberFormat } from './intl-format';

describe('intl-format', () => {
  it('builds a formatter once per locale and options, and formats as Intl does', () => {
    const dollars = numberFormat('en-US', { style: 'currency', currency: 'USD' });
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' })).toBe(dollars);
    expect(dollars.format(1500)).toBe('$1,500.00');
    expect(numberFormat('en-US', { style: 'currency', currency: 'EUR' })).not.toBe(dollars);
    expect(numberFormat('zh-CN', { style: 'currency', currency: 'USD' })).not.toBe(dollars);
  });

  it('keeps date formats apart by their options, time zone included', () => {
    const utc = dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(utc);
    expect(utc.format(new Date('2026-11-23T23:30:00Z'))).toBe('Nov 23, 2026');
    const tokyo = dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Asia/Tokyo' });
    expect(tokyo).not.toBe(utc);
    expect(tokyo.format(new Date('2026-11-23T23:30:00Z'))).toBe('Nov 24, 2026');
  });
});
