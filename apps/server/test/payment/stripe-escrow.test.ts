import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { payments } from '../../src/db/payment-schema';
import { writeRefund } from '../../src/payment/money-moves';
import { sendDueMoneyMoves } from '../../src/payment/money-sender';

import { accountLinked, createStripeTestApp, type StripeTestApp } from '../helpers/stripe-app';
import { cardFundedMilestone } from '../helpers/card-milestone';
import { ok } from '../helpers/start-project';
import { call, signUp, type TestApp } from '../helpers/test-app';

/**
 * Escrow that holds on Stripe (decision 2010): a milestone's card funding is charged to the
 * platform (separate charges and transfers, one transfer group per project), released to the
 * provider's connected account by one transfer, and a dispute's refund before release is a plain
 * refund. Every movement is sent after its commit from an outbox row keyed by its subject.
 */
describe('escrow on Stripe: charge to the platform, transfer on release', () => {
  let app: TestApp;
  let stripe: StripeTestApp['stripe'];
  let webhook: StripeTestApp['webhook'];
  let close: StripeTestApp['close'];
  let client = '';
  let provider = '';
  beforeAll(async () => {
    ({ app, stripe, webhook, close } = await createStripeTestApp({ moneySendIntervalMs: 0 }));
    client = (await signUp(app, 'escrow-client@example.com')).token;
    provider = (await signUp(app, 'escrow-provider@example.com')).token;
    await call(app, 'GET', '/api/user/profile/fetch-stripe-account-link', { token: provider });
    expect((await webhook(accountLinked('acct_fake_1'))).statusCode).toBe(200);
  });
  afterAll(() => close());

  const created = (path: string) => stripe.calls.filter((c) => c.path === path && !c.replayed);

  /** The version of the dispute's current proposal, read as the accepting client reads it. */
  const proposalVersion = async (disputeId: string): Promise<number> => {
    const read = await call(app, 'GET', '/api/dispute/fetch-dispute', {
      token: client,
      query: { dispute_id: disputeId },
    });
    expect(read.status).toBe(200);
    return read.body.proposal.version;
  };

  const fundedAndDelivered = (key: string) =>
    cardFundedMilestone(app, { stripe, webhook }, client, provider, key);

  it('funding holds the money on the platform: no destination, the project as the transfer group, nothing transferred', async () => {
    const { project, session } = await fundedAndDelivered('hold');
    expect(session.form.get('payment_intent_data[transfer_data][destination]')).toBeNull();
    expect(session.form.get('payment_intent_data[transfer_group]')).toBe(`project_${project.id}`);
    expect(created('/v1/transfers')).toHaveLength(0);
  });

  it('paying the milestone transfers its held money to the provider once, keyed by the milestone', async () => {
    const { project, milestone } = await fundedAndDelivered('release');
    await ok(app, '/api/milestone/approve-milestone', client, { milestone_id: milestone.id });
    const before = stripe.calls.length;
    const pay = () =>
      ok(app, '/api/milestone/pay-milestone', client, {
        milestone_id: milestone.id,
        idempotency_key: 'escrow-pay-1',
      });
    await Promise.all([pay(), pay()]);
    await pay();
    const transfers = stripe.calls.slice(before).filter((c) => c.path === '/v1/transfers');
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.idempotencyKey).toBe(`lancer-transfer:milestone:${milestone.id}`);
    expect(
      Object.fromEntries(
        ['amount', 'destination', 'transfer_group'].map((k) => [k, transfers[0]!.form.get(k)]),
      ),
    ).toEqual({
      amount: String(milestone.amount_cents),
      destination: 'acct_fake_1',
      transfer_group: `project_${project.id}`,
    });
    expect(stripe.moved().refunds).toHaveLength(0);
  });

  // proves: DISPUTE-REFUND-ONCE
  it('refunds the client part of a split once, against the paid session, with the dispute as its key', async () => {
    const { project, milestone, sessionId, payment } = await fundedAndDelivered('split');
    const dispute = await ok(app, '/api/dispute/open-dispute', client, {
      milestone_id: milestone.id,
      reason: 'quality',
      statement: 'Half of it is missing.',
    });
    const providerCents = Math.round(milestone.amount_cents * 0.6);
    await ok(app, '/api/dispute/propose-settlement', provider, {
      dispute_id: dispute.id,
      outcome: 'split',
      provider_cents: providerCents,
    });
    const proposal_version = await proposalVersion(dispute.id);
    const accept = () =>
      ok(app, '/api/dispute/accept-settlement', client, {
        dispute_id: dispute.id,
        proposal_version,
        idempotency_key: 'refund-accept-1',
      });
    const [first, retried] = await Promise.all([accept(), accept()]);
    expect(retried).toEqual(first);
    expect(await accept()).toEqual(first);

    const refunds = stripe.calls.filter((c) => c.path === '/v1/refunds');
    expect(refunds.filter((c) => !c.replayed)).toHaveLength(1);
    expect(new Set(refunds.map((c) => c.idempotencyKey))).toEqual(
      new Set([`lancer-refund:dispute:${dispute.id}`]),
    );
    const transfers = stripe.calls.filter(
      (c) => c.path === '/v1/transfers' && c.idempotencyKey?.endsWith(milestone.id),
    );
    expect(transfers.map((c) => [c.idempotencyKey, c.form.get('amount'), c.form.get('destination')])).toEqual(
      [[`lancer-transfer:milestone:${milestone.id}`, String(providerCents), 'acct_fake_1']],
    );
    // Nothing was released before: no transfer to take back.
    expect(stripe.moved().reversals).toEqual([]);
    expect(Object.fromEntries(['payment_intent', 'amount'].map((k) => [k, refunds[0]!.form.get(k)]))).toEqual(
      {
        payment_intent: `pi_of_${sessionId}`,
        amount: String(milestone.amount_cents - providerCents),
      },
    );
    const history = await call(app, 'GET', '/api/payment/fetch-payment-history', {
      token: client,
      query: { direction: 'all', project_id: project.id },
    });
    expect(history.body.items).toMatchObject([
      {
        id: payment.id,
        dispute_outcome: 'split',
        refunded_cents: milestone.amount_cents - providerCents,
      },
    ]);
    const fetched = await call(app, 'GET', '/api/dispute/fetch-dispute', {
      token: client,
      query: { dispute_id: dispute.id },
    });
    expect(fetched.body.resolution.refund_id).toBe(
      stripe.moved().refunds.find((refund) => refund.payment_intent === `pi_of_${sessionId}`)!.id,
    );
  });

  it('a refund after release reverses the transfer first, then refunds the client, once each', async () => {
    const { milestone, payment } = await fundedAndDelivered('after-release');
    await ok(app, '/api/milestone/approve-milestone', client, { milestone_id: milestone.id });
    await ok(app, '/api/milestone/pay-milestone', client, {
      milestone_id: milestone.id,
      idempotency_key: 'escrow-pay-after-release',
    });
    const transfer = stripe.moved().transfers.at(-1)!;
    expect(transfer.amount).toBe(milestone.amount_cents);
    const before = stripe.calls.length;
    // Money given back after it was released (an operator's refund of a paid milestone).
    const refund = async () => {
      await app.services.db.transaction(async (tx) => {
        const [row] = await tx.select().from(payments).where(eq(payments.id, payment.id));
        await writeRefund(tx, app.services, `operator:${payment.id}`, row!, 4_000);
      });
      await sendDueMoneyMoves(app.services);
    };
    await refund();
    await refund();
    // The creates (the refund also reads the paid Checkout session for its PaymentIntent).
    const calls = stripe.calls.slice(before).filter((c) => c.idempotencyKey);
    expect(calls.map((c) => [c.path, c.idempotencyKey, c.form.get('amount')])).toEqual([
      [`/v1/transfers/${transfer.id}/reversals`, `lancer-reversal:operator:${payment.id}`, '4000'],
      ['/v1/refunds', `lancer-refund:operator:${payment.id}`, '4000'],
    ]);
    expect(stripe.moved().transfers.find((t) => t.id === transfer.id)!.reversed).toBe(4_000);
  });

  it('a Stripe outage at the settlement still settles it; the refund goes out once when Stripe answers again', async () => {
    const { milestone } = await fundedAndDelivered('outage');
    const dispute = await ok(app, '/api/dispute/open-dispute', client, {
      milestone_id: milestone.id,
      reason: 'quality',
      statement: 'Nothing works.',
    });
    await ok(app, '/api/dispute/propose-settlement', provider, { dispute_id: dispute.id, outcome: 'refund' });
    const refundsBefore = stripe.moved().refunds.length;
    // The request's own send and the SDK's two retries all meet the outage.
    stripe.failNext('/v1/refunds', 3);
    const settled = await call(app, 'POST', '/api/dispute/accept-settlement', {
      token: client,
      body: {
        dispute_id: dispute.id,
        proposal_version: await proposalVersion(dispute.id),
        idempotency_key: 'escrow-accept-outage',
      },
    });
    expect(settled.status).toBe(200);
    expect(settled.body.status).toBe('SETTLED');
    expect(stripe.moved().refunds).toHaveLength(refundsBefore);

    // The next attempt, once its delay has passed, sends the same refund under the same key.
    app.services.clock.set(new Date(Date.now() + 60_000));
    try {
      await sendDueMoneyMoves(app.services);
      await sendDueMoneyMoves(app.services);
    } finally {
      app.services.clock.set(null);
    }
    const refunds = stripe.moved().refunds.slice(refundsBefore);
    expect(refunds.map((refund) => refund.amount)).toEqual([milestone.amount_cents]);
    const keys = stripe.calls.filter((c) => c.path === '/v1/refunds').map((c) => c.idempotencyKey);
    expect(keys.filter((k) => k === `lancer-refund:dispute:${dispute.id}`)).toHaveLength(4);
  });
});
