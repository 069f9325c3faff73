import { expect } from 'vitest';

import { webUrl } from './server';

/** The server's test-only hourly clock (TEST_CLOCK=1, decision 1400): it stands where it is set; null: real time. */
export async function setHourlyClock(now: string | null) {
  const response = await fetch(new URL('/api/test/clock', webUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now }),
  });
  expect(response.status).toBe(200);
}
