import { readFileSync } from 'node:fs';
import path from 'node:path';

import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedDemo } from '../../src/demo/seed';
import { seedExtensions } from '../../src/demo/seed-extensions';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { moveMoney } from './move-money';

const migration = readFileSync(
  path.join(import.meta.dirname, '../../src/db/migrations/0048_money-ledger.sql'),
  'utf8',
);
/** The statements of migration 0048 that write the rows of the money that moved before the ledger. */
const backfill = migration
  .slice(migration.indexOf('-- The money that moved before the ledger'))
  .split(/;\s*\n/)
  .filter((statement) => statement.includes('INSERT'));

const rows = async <Row>(app: TestApp, query: SQL) =>
  ((await app.services.db.execute(query)) as unknown as { rows: Row[] }).rows;

const movements = (app: TestApp) =>
  rows<Record<string, unknown>>(
    app,
    sql`SELECT subject, subject_id, kind, amount_cents::int AS amount_cents, currency, from_account, to_account,
          payment_id, dispute_id, gateway_ref FROM ledger_entries
        ORDER BY subject_id, kind, payment_id`,
  );

/**
 * Migration 0048 writes, for money that moved before the ledger, the rows the code writes now: on
 * the demo data and a flow with card payments and a split dispute, the ledger rebuilt from the
 * records equals the ledger written as the money moved.
 */
describe('the ledger written from the records (migration 0048)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    await seedDemo(app.services, seedExtensions);
    await moveMoney(app, 'backfill');
  }, 180_000);
  afterAll(() => app.close());

  it('equals the ledger written as the money moved', async () => {
    const written = await movements(app);
    expect(written.length).toBeGreaterThan(30);
    for (const statement of [
      'ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_no_change',
      'DELETE FROM ledger_entries',
      'DELETE FROM ledger_balances',
      'ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_no_change',
    ])
      await app.services.db.execute(sql.raw(statement));
    expect(await movements(app)).toEqual([]);
    expect(backfill).toHaveLength(6);
    for (const statement of backfill) await app.services.db.execute(sql.raw(statement));
    // One ref differs by design: a card refund is sent after its commit from the outbox (decision
    // 2010), so the row written as it moved names its outbox key, while the records the migration
    // reads (refunds made before the ledger) hold the gateway's refund id.
    const refundIds = new Map(
      (
        await rows<{ id: string; refund_id: string }>(
          app,
          sql`SELECT id, refund_id FROM payments WHERE refund_id IS NOT NULL`,
        )
      ).map((payment) => [payment.id, payment.refund_id]),
    );
    const cardRefunds = written.filter(
      (row) => row.kind === 'refunded' && String(row.to_account).startsWith('card:'),
    );
    expect(cardRefunds).toHaveLength(1);
    const rebuiltAs = written.map((row) => {
      if (!cardRefunds.includes(row)) return row;
      expect(row.gateway_ref).toBe(`refund:dispute:${row.dispute_id}`);
      expect(refundIds.get(String(row.payment_id))).toMatch(/^re_sandbox_/);
      return { ...row, gateway_ref: refundIds.get(String(row.payment_id)) };
    });
    expect(await movements(app)).toEqual(rebuiltAs);
  });
});
