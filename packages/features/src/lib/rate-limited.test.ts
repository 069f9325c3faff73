import { describe, expect, it } from 'vitest';

import { ApiError } from '@lancer/api/http/api-error';

import { formatWait, rateLimitWaitOf } from './rate-limited';

describe('the wait a limited screen shows (decision 1010)', () => {
  it('reads the wait of a 429 only', () => {
    expect(rateLimitWaitOf(new ApiError(429, 'RATE_LIMITED', 'Too many', {}, 'x', 840))).toBe(840);
    expect(rateLimitWaitOf(new ApiError(429, 'RATE_LIMITED', 'Too many'))).toBe(0);
    expect(rateLimitWaitOf(new ApiError(502, 'AI_FAILED', 'down'))).toBeUndefined();
    expect(rateLimitWaitOf(new Error('offline'))).toBeUndefined();
  });

  it('says it in the reader language, rounded up', () => {
    expect(formatWait(840, 'en')).toBe('in 14 minutes');
    expect(formatWait(45, 'zh')).toBe('45秒钟后');
    expect(formatWait(2 * 3600, 'zh')).toBe('2小时后');
    expect(formatWait(61 * 60, 'en')).toBe('in 2 hours');
  });
});
