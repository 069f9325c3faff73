import { http, HttpResponse } from 'msw';

import { hourlyNow } from '../../db/hourly';
import { getMockDb } from '../../db/store';

/**
 * The server's test-only clock (apps/server/src/hourly/test-clock.ts, outside the contract): moves
 * the hourly area's time so a week closes; `{ "now": null }` puts it back.
 */
export const testClockMock = () => [
  http.post('*/api/test/clock', async ({ request }) => {
    const { now } = (await request.json()) as { now: string | null };
    const db = getMockDb();
    db.hourlyClock = now;
    return HttpResponse.json({ now: hourlyNow(db).toISOString() });
  }),
];
