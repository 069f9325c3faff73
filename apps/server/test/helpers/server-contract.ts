import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import WebSocket from 'ws';

import { Role } from '@lancer/api/constants';

import { describeContract, type ContractTarget } from '@lancer/api/contract-suite/describe-contract';

import type { ServerConfig } from '../../src/config';
import { mailOutbox, users } from '../../src/db/schema';
import { reconcile } from '../../src/ledger/reconcile';
import { createTestApp, giveSecondFactor, signUp, withLimits, type TestApp } from './test-app';

/** The packages/api contract suite against this server over real HTTP and /ws/chat, fresh users per run. */
export function describeServerContract(
  name: string,
  overrides: () => Partial<ServerConfig>,
  cleanup?: () => Promise<void>,
  ai: Pick<ContractTarget, 'aiConfigured' | 'aiStreamsCancelled' | 'concurrent'> = { aiConfigured: false },
) {
  let app: TestApp;
  let baseUrl = '';
  beforeAll(async () => {
    // The race harness funds a milestone for every round of every race from one address, and the
    // suite signs up a fresh account per case from that address too: the payment and sign-in limits
    // (costly-limits.test.ts and rate-limits.test.ts prove them) would refuse the suite its own setup.
    app = await createTestApp({
      testClock: true,
      ...withLimits({ payment: { user: 100_000, address: 100_000 }, signin: { address: 100_000 } }),
      ...overrides(),
    });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await cleanup?.();
  });
  let run = 0;
  describeContract({
    name,
    get baseUrl() {
      return baseUrl;
    },
    ...ai,
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    mailsTo: async (email) =>
      (
        await app.services.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.recipient, email))
          .orderBy(asc(mailOutbox.createdAt))
      ).map((mail) => ({ subject: mail.subject, text: mail.body })),
    signIn: async (who) => {
      run += 1;
      const session = await signUp(app, `${who}-${run}-${Date.now()}@contract.test`);
      if (who === 'admin' || who === 'other-admin') {
        await app.services.db
          .update(users)
          .set({ role: Role.ADMINISTRATOR })
          .where(eq(users.id, session.userId));
        // ADMIN-SECOND-FACTOR: the console opens only for an administrator with a second factor.
        await giveSecondFactor(app, session.userId);
      }
      return { access_token: session.token, refresh_token: session.refreshToken };
    },
  });

  // Last: whatever the suite and its races did, read from the ledger itself.
  describe(`${name}: the ledger after the suite`, () => {
    // proves: LEDGER-RECONCILE
    it('holds its invariants and agrees with the payment provider', async () => {
      const overdrawn = await app.services.db.execute(sql`
        SELECT subject, subject_id FROM ledger_entries GROUP BY subject, subject_id
        HAVING coalesce(sum(amount_cents) FILTER (WHERE kind IN ('released', 'refunded')), 0)
             > coalesce(sum(amount_cents) FILTER (WHERE kind = 'held'), 0)
            OR count(*) FILTER (WHERE kind = 'invoiced') > 1
            OR count(*) FILTER (WHERE kind = 'paid') > 1
            OR coalesce(sum(amount_cents) FILTER (WHERE kind = 'paid'), 0)
             > coalesce(sum(amount_cents) FILTER (WHERE kind = 'invoiced'), 0)`);
      expect((overdrawn as unknown as { rows: unknown[] }).rows).toEqual([]);
      expect(await reconcile(app.services.db, app.services.payments)).toEqual([]);
    });
  });
}
