import { describe, expect, it } from 'vitest';

import { DEFAULT_LIMITS, describeLimit, formatWait, rateLimitMessage } from './rate-limits';

describe('rate limits (decision 1010)', () => {
  it('says a wait rounded up to a unit a person reads', () => {
    expect(formatWait(0.2)).toBe('1 second');
    expect(formatWait(45)).toBe('45 seconds');
    expect(formatWait(60)).toBe('1 minute');
    expect(formatWait(61)).toBe('2 minutes');
    expect(formatWait(14 * 60)).toBe('14 minutes');
    expect(formatWait(3600)).toBe('1 hour');
    expect(formatWait(3601)).toBe('2 hours');
  });

  it('words the 429 by what was counted, for whom, and the wait', () => {
    expect(rateLimitMessage('signin', 'email', 840)).toBe(
      'Too many sign-in attempts for this email. Try again in 14 minutes.',
    );
    expect(rateLimitMessage('ai', 'user', 30)).toBe(
      'Too many AI requests from this account. Try again in 30 seconds.',
    );
  });

  it('describes a limit for the API document', () => {
    expect(describeLimit(DEFAULT_LIMITS.signin)).toBe('10 per email, 100 per address every 15 minutes');
  });
});
