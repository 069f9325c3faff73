import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sendDueMoneyMoves } from '../../src/payment/money-sender';
import { cardFundedMilestone, splitProposed } from '../helpers/card-milestone';
import { createScratchDatabase } from '../helpers/postgres';
import { hourlyProjectWithTime, ok } from '../helpers/start-project';
import { call, signUp } from '../helpers/test-app';
import { startFakeStripe, type FakeStripe } from '../helpers/fake-stripe';
import { accountLinked, createStripeTestApp, type StripeTestApp } from '../helpers/stripe-app';

const scratch = await createScratchDatabase();
// Mondays far ahead (UTC): an hourly week logged, and the one after it, when it is reviewed.
const WEEK = '2033-03-07';
const NEXT_WEEK = '2033-03-14';
if ('skip' in scratch) console.warn(`\n[money crash on PostgreSQL] SKIPPED: ${scratch.skip}\n`);

/**
 * Money moved once through crashes (decision 2010), on PostgreSQL: the server is stopped between
 * each step of a dispute's settlement (the database connections cut as a dying process's are) and
 * started again on the same database, which sends what was left. However it ends, the fake Stripe
 * made one refund and one transfer. Two instances sending at the same moment send each movement once.
 */
describe.skipIf('skip' in scratch)('money movements through crashes, on PostgreSQL', () => {
  const url = 'skip' in scratch ? '' : scratch.url;
  let stripe: FakeStripe;
  let admin: pg.Client;
  let client = '';
  let provider = '';
  const instances: StripeTestApp[] = [];
  const start = async () => {
    const instance = await createStripeTestApp(
      { databaseUrl: url, moneySendIntervalMs: 0, hourlySettleIntervalMs: 0 },
      stripe,
    );
    instances.push(instance);
    return instance;
  };
  /** What a dying process leaves: its connections cut, whatever it was doing not committed. */
  const cutConnections = () =>
    admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );

  beforeAll(async () => {
    stripe = await startFakeStripe();
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const first = await start();
    client = (await signUp(first.app, 'crash-client@example.com')).token;
    provider = (await signUp(first.app, 'crash-provider@example.com')).token;
    await call(first.app, 'GET', '/api/user/profile/fetch-stripe-account-link', { token: provider });
    expect((await first.webhook(accountLinked('acct_fake_1'))).statusCode).toBe(200);
  });
  afterAll(async () => {
    for (const instance of instances) await instance.app.close().catch(() => {});
    await admin?.end();
    await stripe?.close();
    if (!('skip' in scratch)) await scratch.drop();
  });

  /** A milestone funded by card, its dispute's split proposed; the settlement accepted on `instance`. */
  async function settleSplit(instance: StripeTestApp, key: string) {
    const { milestone, sessionId } = await cardFundedMilestone(instance.app, instance, client, provider, key);
    const providerCents = Math.round(milestone.amount_cents * 0.6);
    const disputeId = await splitProposed(instance.app, client, provider, milestone.id, providerCents);
    // The client accepts the proposal it read (SETTLEMENT-NAMES-PROPOSAL).
    const read = await call(instance.app, 'GET', '/api/dispute/fetch-dispute', {
      token: client,
      query: { dispute_id: disputeId },
    });
    expect(read.status).toBe(200);
    const proposalVersion: number = read.body.proposal.version;
    const accept = () =>
      call(instance.app, 'POST', '/api/dispute/accept-settlement', {
        token: client,
        body: { dispute_id: disputeId, proposal_version: proposalVersion, idempotency_key: `accept-${key}` },
      });
    return { milestone, sessionId, disputeId, providerCents, accept };
  }

  /** What the fake Stripe made for this settlement: refunds of its session, transfers under its keys. */
  const movedFor = (sessionId: string, milestoneId: string) => ({
    refunds: stripe.moved().refunds.filter((refund) => refund.payment_intent === `pi_of_${sessionId}`),
    transfers: stripe.moved().transfers.filter((t) => t.key === `lancer-transfer:milestone:${milestoneId}`),
  });

  it('a crash after the commit, before the provider is called: the restarted server refunds and transfers once', async () => {
    const instance = instances.at(-1)!;
    const { milestone, sessionId, accept, providerCents } = await settleSplit(instance, 'before-call');
    // The process dies at the first call to the provider, before anything reaches it.
    const dying = async () => {
      await cutConnections();
      throw new Error('the process died');
    };
    instance.app.services.payments.refund = dying;
    instance.app.services.payments.transfer = dying;
    const settled = await accept();
    expect(settled.status).toBe(200);
    await instance.app.close().catch(() => {});
    expect(movedFor(sessionId, milestone.id)).toEqual({ refunds: [], transfers: [] });

    const restarted = await start();
    await sendDueMoneyMoves(restarted.app.services);
    await sendDueMoneyMoves(restarted.app.services);
    const moved = movedFor(sessionId, milestone.id);
    expect(moved.refunds.map((refund) => refund.amount)).toEqual([milestone.amount_cents - providerCents]);
    expect(moved.transfers.map((transfer) => transfer.amount)).toEqual([providerCents]);
  });

  it('a crash after the provider answered, before the outbox row is marked: resent with its key, moved once', async () => {
    const instance = instances.at(-1)!;
    const { milestone, sessionId, accept, providerCents } = await settleSplit(instance, 'after-answer');
    // Stripe makes the refund and the transfer; the process dies before it records either.
    stripe.afterCreate(async (path) => {
      if (path === '/v1/refunds' || path === '/v1/transfers') await cutConnections();
    });
    try {
      expect((await accept()).status).toBe(200);
    } finally {
      stripe.afterCreate(null);
    }
    await instance.app.close().catch(() => {});
    const made = movedFor(sessionId, milestone.id);
    expect(made.refunds.length + made.transfers.length).toBeGreaterThan(0);

    const restarted = await start();
    await sendDueMoneyMoves(restarted.app.services);
    await sendDueMoneyMoves(restarted.app.services);
    const moved = movedFor(sessionId, milestone.id);
    expect(moved.refunds.map((refund) => refund.amount)).toEqual([milestone.amount_cents - providerCents]);
    expect(moved.transfers.map((transfer) => transfer.amount)).toEqual([providerCents]);
    // The restarted server resent what the crash left unrecorded: Stripe answered from its key.
    expect(stripe.calls.some((c) => c.path === '/v1/refunds' && c.replayed)).toBe(true);
    const [row] = (
      await admin.query(`SELECT status FROM payment_outbox WHERE key = $1`, [
        `transfer:milestone:${milestone.id}`,
      ])
    ).rows;
    expect(row).toEqual({ status: 'sent' });
  });

  it('two instances sending at the same moment send each movement once (FOR UPDATE SKIP LOCKED)', async () => {
    const one = instances.at(-1)!;
    const two = await start();
    const { milestone, sessionId, accept, providerCents } = await settleSplit(one, 'two-instances');
    // Stripe is away when the settlement commits: both movements wait in the outbox.
    stripe.failNext('/v1/refunds', 3);
    stripe.failNext('/v1/transfers', 3);
    expect((await accept()).status).toBe(200);
    const callsBefore = stripe.calls.length;
    const later = new Date(Date.now() + 60_000);
    one.app.services.clock.set(later);
    two.app.services.clock.set(later);
    await Promise.all([
      sendDueMoneyMoves(one.app.services),
      sendDueMoneyMoves(two.app.services),
      sendDueMoneyMoves(one.app.services),
      sendDueMoneyMoves(two.app.services),
    ]);
    const sent = stripe.calls.slice(callsBefore).filter((c) => c.idempotencyKey);
    expect(sent.map((c) => c.path).sort()).toEqual(['/v1/refunds', '/v1/transfers']);
    const moved = movedFor(sessionId, milestone.id);
    expect(moved.refunds.map((refund) => refund.amount)).toEqual([milestone.amount_cents - providerCents]);
    expect(moved.transfers).toHaveLength(1);
  });
  it("a crash after Stripe charged a week's saved card, before the row is marked: one charge, and its release once", async () => {
    const instance = instances.at(-1)!;
    const { app } = instance;
    // The client saves a card (Stripe's webhook of the setup), then an hourly week is approved.
    await ok(app, '/api/payment/open-billing-setup', client, { idempotency_key: 'crash-setup' });
    const customer = stripe.calls.filter((c) => c.path === '/v1/customers').length;
    const saved = await instance.webhook({
      id: 'evt_crash_setup',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_crash_setup',
          mode: 'setup',
          customer: `cus_fake_${customer}`,
          setup_intent: 'seti_pm_card_visa',
          payment_status: 'no_payment_required',
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    const projectId = await hourlyProjectWithTime(app, client, provider, WEEK, 120, 'Two hours');
    app.services.clock.set(new Date(`${NEXT_WEEK}T01:00:00.000Z`));
    const charges = stripe.moved().charges.length;
    stripe.afterCreate(async (path) => {
      if (path === '/v1/payment_intents') await cutConnections();
    });
    try {
      const reviewed = await call(app, 'POST', '/api/hourly/review-timesheet', {
        token: client,
        body: { project_id: projectId, week_start: WEEK },
      });
      // The billing committed before the charge; what the dying process answered after it does not matter.
      expect([200, 503]).toContain(reviewed.status);
    } finally {
      stripe.afterCreate(null);
    }
    await app.close().catch(() => {});

    const restarted = await start();
    restarted.app.services.clock.set(new Date(`${NEXT_WEEK}T01:00:00.000Z`));
    await sendDueMoneyMoves(restarted.app.services);
    await sendDueMoneyMoves(restarted.app.services);
    expect(
      stripe
        .moved()
        .charges.slice(charges)
        .map((charge) => charge.amount),
    ).toEqual([8_000]);
    const [invoice] = (
      await admin.query('SELECT id, status, auto_charge FROM payments WHERE project_id = $1', [projectId])
    ).rows;
    expect(invoice).toMatchObject({ status: 'PAID', auto_charge: 'succeeded' });
    const weekTransfers = stripe
      .moved()
      .transfers.filter((t) => t.transfer_group === `project_${projectId}`)
      .map((t) => t.amount);
    expect(weekTransfers).toEqual([8_000]);
  });
});
