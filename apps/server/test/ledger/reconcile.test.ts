import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { reconcile, reconcileReport } from '../../src/ledger/reconcile';
import { createScratchDatabase } from '../helpers/postgres';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { moveMoney } from './move-money';

const serverDir = path.join(import.meta.dirname, '../..');

/**
 * LEDGER-RECONCILE (decision 2000): after money moved through the sandbox gateway as users move it,
 * the ledger and the gateway's books agree; a difference planted in either is reported.
 */

const rows = async <Row>(app: TestApp, query: SQL) =>
  ((await app.services.db.execute(query)) as unknown as { rows: Row[] }).rows;

function reconciles(open: () => Promise<{ app: TestApp; databaseUrl?: string } | { skip: string }>) {
  let app: TestApp | null = null;
  let databaseUrl: string | undefined;
  let skip = '';
  beforeAll(async () => {
    const opened = await open();
    if ('skip' in opened) skip = opened.skip;
    else {
      ({ app, databaseUrl } = opened);
      await moveMoney(app, 'reconcile');
    }
  }, 120_000);
  afterAll(() => app?.close());

  // proves: LEDGER-WRITE, LEDGER-RECONCILE
  it('a realistic flow reconciles to 0 differences; a planted difference is reported', async (context) => {
    if (!app) {
      console.warn(skip);
      return context.skip();
    }
    const kinds = sql`SELECT kind, count(*)::int AS n FROM ledger_entries GROUP BY kind ORDER BY kind`;
    expect(await rows(app, kinds)).toEqual([
      { kind: 'charged', n: 2 },
      { kind: 'held', n: 2 },
      { kind: 'refunded', n: 1 },
      { kind: 'released', n: 2 },
    ]);
    expect(reconcileReport(await reconcile(app.services.db, app.services.payments))).toEqual([
      '0 differences',
    ]);

    // A refund the gateway's books lost, and a charge the gateway made for a different amount.
    const [refund] = await rows<{ ref: string; payment_id: string }>(
      app,
      sql`DELETE FROM sandbox_gateway_records WHERE kind = 'refund' RETURNING ref, payment_id`,
    );
    const [charge] = await rows<{ payment_id: string }>(
      app,
      sql`UPDATE sandbox_gateway_records SET amount_cents = amount_cents + 1
          WHERE ref = (SELECT min(ref) FROM sandbox_gateway_records WHERE kind = 'charge') RETURNING payment_id`,
    );
    const differences = await reconcile(app.services.db, app.services.payments);
    expect(differences).toHaveLength(2);
    expect(differences).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^charge .* of payment ${charge!.payment_id}: the ledger has \\d+ cents, the gateway \\d+ cents$`,
        ),
      ),
    );
    // The ledger's refund row names the refund's outbox key (decision 2010): the refund is sent after
    // the commit, so the gateway's own refund id is not known to the row.
    const [refunded] = await rows<{ gateway_ref: string; dispute_id: string; payment_id: string }>(
      app,
      sql`SELECT gateway_ref, dispute_id, payment_id FROM ledger_entries WHERE kind = 'refunded'`,
    );
    expect(refunded).toMatchObject({
      gateway_ref: `refund:dispute:${refunded!.dispute_id}`,
      payment_id: refund!.payment_id,
    });
    expect(refund!.ref).not.toBe(refunded!.gateway_ref);
    expect(differences).toContainEqual(
      `refund ${refunded!.gateway_ref} of payment ${refund!.payment_id}: the ledger has 30000 cents, the gateway has none`,
    );
    expect(reconcileReport(differences).at(-1)).toBe('2 differences');

    if (databaseUrl) {
      // The command, as an operator runs it, in its own process against the same database.
      const run = promisify(execFile);
      const failed = await run('npx', ['tsx', 'src/reconcile-cli.ts'], {
        cwd: serverDir,
        env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
      }).catch((error: { code: number; stdout: string }) => error);
      expect('code' in failed ? failed.code : 0).toBe(1);
      expect(failed.stdout.trim().split('\n')).toEqual([...differences, '2 differences']);
    }
  }, 120_000);
}

describe('reconciliation on PGlite', () => {
  reconciles(async () => ({ app: await createTestApp() }));
});

describe('reconciliation on PostgreSQL', () => {
  let drop: (() => Promise<void>) | null = null;
  reconciles(async () => {
    const scratch = await createScratchDatabase();
    if ('skip' in scratch) return scratch;
    drop = scratch.drop;
    return { app: await createTestApp({ databaseUrl: scratch.url }), databaseUrl: scratch.url };
  });
  afterAll(() => drop?.());
});
