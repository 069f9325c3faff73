import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { accountLinked, createStripeTestApp, type StripeTestApp } from '../helpers/stripe-app';
import { ok, startProjectWithMilestones } from '../helpers/start-project';
import { call, signUp, type TestApp } from '../helpers/test-app';

/**
 * A dispute's refund on Stripe (decision 1500): the client's part of a milestone paid through a
 * Checkout session goes back as one Stripe Refund of the session's PaymentIntent, keyed by the
 * dispute, however often the settlement is accepted.
 */
describe('a dispute refund through Stripe', () => {
  let app: TestApp;
  let stripe: StripeTestApp['stripe'];
  let webhook: StripeTestApp['webhook'];
  let close: StripeTestApp['close'];
  let client = '';
  let provider = '';
  beforeAll(async () => {
    ({ app, stripe, webhook, close } = await createStripeTestApp());
    client = (await signUp(app, 'refund-client@example.com')).token;
    provider = (await signUp(app, 'refund-provider@example.com')).token;
    await call(app, 'GET', '/api/user/profile/fetch-stripe-account-link', { token: provider });
    expect((await webhook(accountLinked('acct_fake_1'))).statusCode).toBe(200);
  });
  afterAll(() => close());

  // proves: DISPUTE-REFUND-ONCE
  it('refunds the client part of a split once, against the paid session, with the dispute as its key', async () => {
    const { milestones } = await startProjectWithMilestones(app, client, provider);
    const milestone = milestones[0]!;
    const funded = await ok(app, '/api/milestone/fund-milestone', client, {
      milestone_id: milestone.id,
      method: 3,
      idempotency_key: 'refund-fund-1',
    });
    const sessionId = funded.payment.checkout_url.split('/').at(-1);
    const paid = await webhook({
      id: 'evt_paid',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, payment_status: 'paid' } },
    });
    expect(paid.statusCode).toBe(200);
    await ok(app, '/api/milestone/start-milestone', provider, { milestone_id: milestone.id });
    await ok(app, '/api/milestone/deliver-milestone', provider, {
      milestone_id: milestone.id,
      note: 'Done.',
    });

    const dispute = await ok(app, '/api/dispute/open-dispute', client, {
      milestone_id: milestone.id,
      reason: 'quality',
      statement: 'Half of it is missing.',
    });
    const providerCents = Math.round(milestone.amount_cents * 0.6);
    const proposed = await ok(app, '/api/dispute/propose-settlement', provider, {
      dispute_id: dispute.id,
      outcome: 'split',
      provider_cents: providerCents,
    });
    const accept = () =>
      ok(app, '/api/dispute/accept-settlement', client, {
        dispute_id: dispute.id,
        proposal_version: proposed.proposal.version,
        idempotency_key: 'refund-accept-1',
      });
    const [first, retried] = await Promise.all([accept(), accept()]);
    expect(retried).toEqual(first);
    expect(await accept()).toEqual(first);

    const refunds = stripe.calls.filter((c) => c.path === '/v1/refunds');
    expect(refunds.filter((c) => !c.replayed)).toHaveLength(1);
    expect(new Set(refunds.map((c) => c.idempotencyKey)).size).toBe(1);
    expect(Object.fromEntries(['payment_intent', 'amount'].map((k) => [k, refunds[0]!.form.get(k)]))).toEqual(
      {
        payment_intent: `pi_of_${sessionId}`,
        amount: String(milestone.amount_cents - providerCents),
      },
    );
    const history = await call(app, 'GET', '/api/payment/fetch-payment-history', {
      token: client,
      query: { direction: 'all' },
    });
    expect(history.body.items).toMatchObject([
      {
        id: funded.payment.id,
        dispute_outcome: 'split',
        refunded_cents: milestone.amount_cents - providerCents,
      },
    ]);
  });
});
