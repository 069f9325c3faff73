import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { hourlyWeeks } from '../../src/db/hourly-schema';
import { payments } from '../../src/db/payment-schema';
import { HOURLY_SETTLE_LOCK_ID, sweepDueWeeks } from '../../src/hourly/hourly-settler';
import { createScratchDatabase } from '../helpers/postgres';
import { hourlyProjectWithTime, signUpTokens } from '../helpers/start-project';
import { call, createTestApp, type TestApp } from '../helpers/test-app';

// Week of Monday 2030-01-07: it ends on the 14th; its review window on Saturday the 19th, 00:00 UTC.
const WEEK = '2030-01-07';

/** An hourly project ($40 an hour, 10 h a week) with 90 minutes logged in WEEK: the project's id. */
async function hourlyWeekLogged(app: TestApp, prefix: string) {
  const [client, provider] = await signUpTokens(
    app,
    `${prefix}client@example.com`,
    `${prefix}provider@example.com`,
  );
  const projectId = await hourlyProjectWithTime(app, client, provider, WEEK, 90, 'Nobody reviews this');
  return { projectId, client, provider };
}

const weekRows = (app: TestApp, projectId: string) =>
  app.services.db.select().from(hourlyWeeks).where(eq(hourlyWeeks.projectId, projectId));
const paymentRows = (app: TestApp, projectId: string) =>
  app.services.db.select().from(payments).where(eq(payments.projectId, projectId));

describe('the hourly settler (decision 1400)', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  // proves: HOURLY-REVIEW-WINDOW, HOURLY-BILL-ONCE
  it(
    'approves and bills a week nobody reviewed when its window ends, on its own, once',
    { timeout: 240_000 },
    async () => {
      const app = await createTestApp({ hourlySettleIntervalMs: 200 });
      apps.push(app);
      const { projectId } = await hourlyWeekLogged(app, 'settle-');
      app.services.clock.set(new Date('2030-01-18T23:59:00.000Z'));
      await sweepDueWeeks(app.services, app.database);
      expect(await weekRows(app, projectId)).toEqual([]);
      // Nobody reads the timesheet: the app's own sweep approves and bills the week.
      app.services.clock.set(new Date('2030-01-19T00:00:00.000Z'));
      await vi.waitFor(async () => expect(await weekRows(app, projectId)).toHaveLength(1), {
        timeout: 60_000,
      });
      const [week] = await weekRows(app, projectId);
      expect(week).toMatchObject({
        weekStart: WEEK,
        status: 'approved',
        billedMinutes: 90,
        amountCents: 6_000,
      });
      // More sweeps, two at once: still the one payment.
      await Promise.all([
        sweepDueWeeks(app.services, app.database),
        sweepDueWeeks(app.services, app.database),
      ]);
      const paid = await paymentRows(app, projectId);
      expect(paid).toHaveLength(1);
      expect(paid[0]).toMatchObject({ id: week!.paymentId, amountCents: 6_000, status: 'OUTSTANDING' });
    },
  );
});

const scratch = await createScratchDatabase();

describe.skipIf('skip' in scratch)('the hourly settler on PostgreSQL, two instances', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    if (!('skip' in scratch)) await scratch.drop();
  });

  // proves: HOURLY-BILL-ONCE
  it(
    'one instance sweeps at a time (advisory lock), and the week is billed once',
    { timeout: 240_000 },
    async () => {
      if ('skip' in scratch) return;
      const [first, second] = [
        await createTestApp({ databaseUrl: scratch.url, hourlySettleIntervalMs: 0 }),
        await createTestApp({ databaseUrl: scratch.url, hourlySettleIntervalMs: 0 }),
      ];
      apps.push(first, second);
      const { projectId, client, provider } = await hourlyWeekLogged(first, 'pg-settle-');
      for (const app of apps) app.services.clock.set(new Date('2030-01-20T00:00:00.000Z'));
      // While another session holds the lock, an instance skips its round.
      const held = await first.database.session(async (exec) => {
        await exec(`SELECT pg_advisory_lock(${HOURLY_SETTLE_LOCK_ID})`);
        try {
          return await sweepDueWeeks(second.services, second.database);
        } finally {
          await exec(`SELECT pg_advisory_unlock(${HOURLY_SETTLE_LOCK_ID})`);
        }
      });
      expect(held).toBe(false);
      expect(await weekRows(first, projectId)).toEqual([]);
      // Both sweep at once: the week is approved and billed once.
      const swept = await Promise.all([
        sweepDueWeeks(first.services, first.database),
        sweepDueWeeks(second.services, second.database),
        sweepDueWeeks(first.services, first.database),
      ]);
      expect(swept).toContain(true);
      expect(await weekRows(second, projectId)).toMatchObject([{ status: 'approved', amountCents: 6_000 }]);
      const paid = await paymentRows(second, projectId);
      expect(paid).toHaveLength(1);
      // Once the invoice is paid, the week is the provider's earnings and the client's spending.
      await second.services.db
        .update(payments)
        .set({ status: 'PAID', paidAt: new Date('2030-01-21T10:00:00.000Z') })
        .where(eq(payments.id, paid[0]!.id));
      const stats = (token: string) =>
        call(second, 'GET', '/api/stats/fetch-statistics', { token }).then((response) => response.body);
      await expect(stats(provider)).resolves.toMatchObject({ earned_cents: 6_000 });
      await expect(stats(client)).resolves.toMatchObject({ spent_cents: 6_000, earned_cents: 0 });
    },
  );
});
