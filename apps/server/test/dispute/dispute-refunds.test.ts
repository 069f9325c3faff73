import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sendDueMoneyMoves } from '../../src/payment/money-sender';

import { cardFundedMilestone } from '../helpers/card-milestone';
import { ok } from '../helpers/start-project';
import { createStripeParties, type StripeTestApp } from '../helpers/stripe-app';
import { call, type TestApp } from '../helpers/test-app';

/**
 * A dispute's money on Stripe (decisions 1500, 2010): a settlement or decision that gives the
 * client money back before the milestone was released refunds the held charge once, keyed by the
 * dispute, sent after the commit from the outbox, also through a Stripe outage.
 */
describe('dispute refunds on Stripe', () => {
  let app: TestApp;
  let stripe: StripeTestApp['stripe'];
  let webhook: StripeTestApp['webhook'];
  let close: StripeTestApp['close'];
  let client = '';
  let provider = '';
  beforeAll(async () => {
    ({ app, stripe, webhook, close, client, provider } = await createStripeParties('dispute'));
  });
  afterAll(() => close());

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
