import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * The hourly area's clock (decision 1400). In tests it can be moved forward so a week closes
 * without waiting, and stands still there: `POST /api/test/clock { "now": ISO | null }`, registered only when the server
 * was started with TEST_CLOCK=1, which loadConfig refuses in production. Only the hourly area
 * and the chat's edit window (decision 1602) read this clock; tokens, reviews and everything else keep the real time.
 */
export type Clock = { now: () => Date; set: (at: Date | null) => void };

/** Real time until a test sets it; then it stands still at what was set, so minutes count exactly. */
export function createClock(): Clock {
  let frozen: Date | null = null;
  return {
    now: () => frozen ?? new Date(),
    set: (at) => {
      frozen = at;
    },
  };
}

const clockBody = z.object({ now: z.iso.datetime().nullable() });

export function registerTestClock(app: FastifyInstance, clock: Clock, enabled: boolean) {
  if (!enabled) return;
  app.post('/api/test/clock', async (request, reply) => {
    const parsed = clockBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: 'Send { "now": ISO time or null }' });
    clock.set(parsed.data.now ? new Date(parsed.data.now) : null);
    return { now: clock.now().toISOString() };
  });
}
