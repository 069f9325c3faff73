import { describe, expect, it } from 'vitest';

import { apiErrorFromResponse, readRetryAfter } from './api-error-response';

describe('Retry-After on an error answer (decision 1010)', () => {
  it('gives the wait of a 429 as ApiError.retryAfterSeconds', async () => {
    const response = new Response(
      JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Too many AI requests from this account.' } }),
      { status: 429, headers: { 'retry-after': '840' } },
    );
    const error = await apiErrorFromResponse(response, 'translateText');
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 840 });
  });

  it('reads seconds or an HTTP date, and nothing from a missing or broken header', () => {
    expect(readRetryAfter('5')).toBe(5);
    expect(readRetryAfter(new Date(Date.now() + 90_000).toUTCString())).toBeGreaterThanOrEqual(89);
    expect(readRetryAfter(null)).toBeUndefined();
    expect(readRetryAfter('soon')).toBeUndefined();
  });
});
