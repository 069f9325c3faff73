import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { reconcile } from '../../src/ledger/reconcile';
import { refundReleasedMilestone } from '../../src/milestone/milestone-refund';
import { sendDueMoneyMoves } from '../../src/payment/money-sender';
import { createScratchDatabase } from '../helpers/postgres';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { moveMoney } from './move-money';

/**
 * REFUND-AFTER-RELEASE (decision 2012): a released milestone refunded by an operator is written in
 * one transaction as the outbox row and the ledger's `reversed` and `refunded` movements; once the
 * sender moved it, the ledger and the gateway's books (its reversal and its refund) agree. Two
 * refunds of one milestone at once: one is written, the other refused (PostgreSQL interleaves them).
 */

const rows = async <Row>(app: TestApp, query: SQL) =>
  ((await app.services.db.execute(query)) as unknown as { rows: Row[] }).rows;

function refundsAfterRelease(open: () => Promise<{ app: TestApp } | { skip: string }>) {
  let app: TestApp | null = null;
  let skip = '';
  let milestoneId = '';
  beforeAll(async () => {
    const opened = await open();
    if ('skip' in opened) skip = opened.skip;
    else {
      ({ app } = opened);
      await moveMoney(app, 'after-release');
      await sendDueMoneyMoves(app.services);
      // The milestone released in full by its payment (the other was split by a dispute).
      const [released] = await rows<{ subject_id: string }>(
        app,
        sql`SELECT subject_id FROM ledger_entries WHERE kind = 'released' AND dispute_id IS NULL`,
      );
      milestoneId = released!.subject_id;
    }
  }, 120_000);
  afterAll(() => app?.close());

  // proves: LEDGER-WRITE, LEDGER-RECONCILE
  it('a refund of a released milestone reverses its transfer, then refunds; the ledger agrees with the gateway', async (context) => {
    if (!app) {
      console.warn(skip);
      return context.skip();
    }
    await expect(refundReleasedMilestone(app.services, { milestoneId, amountCents: 30_001 })).rejects.toThrow(
      /At most 30000 cents were released/,
    );
    // Two at once: the milestone's row lock lets one write, the other then finds it refunded.
    const results = await Promise.allSettled([
      refundReleasedMilestone(app.services, { milestoneId, amountCents: 12_000 }),
      refundReleasedMilestone(app.services, { milestoneId, amountCents: 12_000 }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toEqual([
      { status: 'fulfilled', value: `refund:milestone:${milestoneId}` },
    ]);
    expect(results.filter((result) => result.status === 'rejected')).toMatchObject([
      { reason: { message: 'This milestone was refunded already' } },
    ]);
    const ledger = sql`SELECT kind, amount_cents::int AS amount, from_account, to_account, gateway_ref
      FROM ledger_entries WHERE subject_id = ${milestoneId} AND kind IN ('released', 'reversed', 'refunded') ORDER BY created_at, kind`;
    expect(await rows(app, ledger)).toMatchObject([
      { kind: 'released', amount: 30_000, from_account: 'escrow' },
      {
        kind: 'refunded',
        amount: 12_000,
        from_account: 'escrow',
        gateway_ref: `refund:milestone:${milestoneId}`,
      },
      {
        kind: 'reversed',
        amount: 12_000,
        to_account: 'escrow',
        gateway_ref: `reversal:milestone:${milestoneId}`,
      },
    ]);
    const outbox = sql`SELECT key, amount_cents::int AS amount, reverse_cents::int AS reverse, status
      FROM payment_outbox WHERE key = ${`refund:milestone:${milestoneId}`}`;
    expect(await rows(app, outbox)).toEqual([
      { key: `refund:milestone:${milestoneId}`, amount: 12_000, reverse: 12_000, status: 'pending' },
    ]);
    // Before the sender moved it, the gateway has neither: the reconciliation names both.
    expect(await reconcile(app.services.db, app.services.payments)).toHaveLength(2);
    await sendDueMoneyMoves(app.services);
    expect((await rows<{ status: string }>(app, outbox))[0]!.status).toBe('sent');
    const books = sql`SELECT kind, amount_cents::int AS amount FROM sandbox_gateway_records WHERE kind = 'reversal'`;
    expect(await rows(app, books)).toEqual([{ kind: 'reversal', amount: 12_000 }]);
    expect(await reconcile(app.services.db, app.services.payments)).toEqual([]);
  }, 120_000);
}

describe('refund after release on PGlite', () => {
  refundsAfterRelease(async () => ({ app: await createTestApp() }));
});

describe('refund after release on PostgreSQL', () => {
  let drop: (() => Promise<void>) | null = null;
  refundsAfterRelease(async () => {
    const scratch = await createScratchDatabase();
    if ('skip' in scratch) return scratch;
    drop = scratch.drop;
    return { app: await createTestApp({ databaseUrl: scratch.url }) };
  });
  afterAll(() => drop?.());
});
