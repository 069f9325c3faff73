import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STRIPE_API_VERSION } from '../../src/payment/stripe-client';
import { createStripeGateway } from '../../src/payment/stripe-gateway';
import { signStripeEvent } from '../helpers/fake-stripe';
import { createStripeTestApp, WEBHOOK_SECRET, type StripeTestApp } from '../helpers/stripe-app';
import { call, createTestApp, signUp, type TestApp } from '../helpers/test-app';
import { ok, startProjectWithMilestones } from '../helpers/start-project';

describe('Stripe gateway against a local fake of Stripe', () => {
  let app: TestApp;
  let stripe: StripeTestApp['stripe'];
  let webhook: StripeTestApp['webhook'];
  let close: StripeTestApp['close'];
  let client: string;
  let provider: string;
  beforeAll(async () => {
    ({ app, stripe, webhook, close } = await createStripeTestApp());
    client = (await signUp(app, 'stripe-client@example.com')).token;
    provider = (await signUp(app, 'stripe-provider@example.com')).token;
  });
  afterAll(() => close());

  // proves: ONBOARDING-LINK-TYPE, NOTIFY-PAYOUT-READY
  it('onboards with a Connect account link (account_onboarding by default) and links on account.updated', async () => {
    const link = await call(app, 'GET', '/api/user/profile/fetch-stripe-account-link', { token: provider });
    expect(link.body.url).toBe('https://connect.stripe.test/setup/acct_fake_1');
    const linkCall = stripe.calls.find((c) => c.path === '/v1/account_links')!;
    expect(linkCall.auth).toBe('Bearer sk_test_fake');
    expect(linkCall.form.get('type')).toBe('account_onboarding');
    expect(linkCall.form.get('return_url')).toMatch(/\/work\?onboarding=return$/);
    expect(linkCall.form.get('refresh_url')).toMatch(/\/work\?onboarding=refresh$/);
    expect(stripe.calls.find((c) => c.path === '/v1/accounts')!.form.get('type')).toBe('express');

    // Asking again reuses the account.
    await call(app, 'GET', '/api/user/profile/fetch-stripe-account-link', {
      token: provider,
      query: { link_type: 'account_update' },
    });
    expect(stripe.calls.filter((c) => c.path === '/v1/accounts')).toHaveLength(1);
    expect(stripe.calls.at(-1)!.form.get('type')).toBe('account_update');

    // Read (and cache) the profile first: the webhook's write must show on the next read.
    const before = await call(app, 'GET', '/api/user/profile/fetch-profile', { token: provider });
    expect(before.body.finance.income.ready_to_receive_money).toBe(false);
    const forged = await webhook(
      { id: 'evt_1', type: 'account.updated', data: { object: { id: 'acct_fake_1' } } },
      't=1,v1=00',
    );
    expect(forged.statusCode).toBe(400);
    const updated = await webhook({
      id: 'evt_2',
      type: 'account.updated',
      data: {
        object: { id: 'acct_fake_1', details_submitted: true, charges_enabled: true, payouts_enabled: true },
      },
    });
    expect(updated.statusCode).toBe(200);
    const profile = await call(app, 'GET', '/api/user/profile/fetch-profile', { token: provider });
    expect(profile.body.finance.income.ready_to_receive_money).toBe(true);
    // NOTIFY-PAYOUT-READY: the event delivered again tells the provider nothing new.
    expect(
      (
        await webhook({
          id: 'evt_2',
          type: 'account.updated',
          data: {
            object: {
              id: 'acct_fake_1',
              details_submitted: true,
              charges_enabled: true,
              payouts_enabled: true,
            },
          },
        })
      ).statusCode,
    ).toBe(200);
    const ready = await call(app, 'GET', '/api/notification/fetch-notifications', {
      token: provider,
      query: { kind: 'payout_account_ready' },
    });
    expect(ready.body.items).toHaveLength(1);
  });

  // proves: NOTIFY-PAYMENT-FAILED
  it('funds a milestone through a Checkout session held on the platform (the project as its transfer group), paid by the webhook', async () => {
    const { project, milestones } = await startProjectWithMilestones(app, client, provider);
    const milestone = milestones[0]!;
    const funded = await ok(app, '/api/milestone/fund-milestone', client, {
      milestone_id: milestone.id,
      method: 3,
      idempotency_key: 'stripe-fund-1',
    });
    expect(funded.payment.checkout_url).toBe('https://checkout.stripe.test/pay/cs_test_1');
    const session = stripe.calls.find((c) => c.path === '/v1/checkout/sessions')!;
    expect(session.form.get('line_items[0][price_data][unit_amount]')).toBe(String(milestone.amount_cents));
    expect(session.form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(session.form.get('payment_intent_data[transfer_data][destination]')).toBeNull();
    expect(session.form.get('payment_intent_data[transfer_group]')).toBe(`project_${project.id}`);
    expect(session.form.get('metadata[payment_id]')).toBe(funded.payment.id);

    // NOTIFY-PAYMENT-FAILED: an asynchronous payment that failed, delivered twice as Stripe
    // retries: the client is told once, and the payment stays outstanding (decision 1233).
    const failed = {
      id: 'evt_fail_1',
      type: 'checkout.session.async_payment_failed',
      data: { object: { id: 'cs_test_1', payment_status: 'unpaid' } },
    };
    expect((await webhook(failed)).statusCode).toBe(200);
    expect((await webhook(failed)).statusCode).toBe(200);
    const told = await call(app, 'GET', '/api/notification/fetch-notifications', {
      token: client,
      query: { kind: 'payment_failed' },
    });
    expect(told.body.items).toHaveLength(1);
    const { title } = (
      await call(app, 'GET', '/api/project/fetch-project', {
        token: client,
        query: { project_id: project.id },
      })
    ).body.milestones[0];
    expect(told.body.items[0]).toMatchObject({ title, subject: { project_id: project.id } });
    const outstanding = await call(app, 'GET', '/api/payment/fetch-payment', {
      token: client,
      query: { payment_id: funded.payment.id },
    });
    expect(outstanding.body.status).toBe('OUTSTANDING');

    const event = {
      id: 'evt_3',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_1', payment_status: 'paid' } },
    };
    const stale = await webhook(
      event,
      signStripeEvent(JSON.stringify(event), WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600),
    );
    expect(stale.statusCode).toBe(400);
    expect((await webhook(event)).statusCode).toBe(200);
    expect((await webhook(event)).statusCode).toBe(200);
    const payment = await call(app, 'GET', '/api/payment/fetch-payment', {
      token: client,
      query: { payment_id: funded.payment.id },
    });
    expect(payment.body.status).toBe('PAID');
    const after = await call(app, 'GET', '/api/project/fetch-project', {
      token: client,
      query: { project_id: project.id },
    });
    expect(after.body.milestones[0].status).toBe('OUTSTANDING');
    expect(
      (await app.inject({ method: 'GET', url: '/api/payments/sandbox/checkout?token=x' })).statusCode,
    ).toBe(404);
  });

  // Decision 1002: the SDK with a pinned API version and an Idempotency-Key bound to each create's arguments.
  it('retries a create that failed with the same Idempotency-Key and Stripe-Version, making one session', async () => {
    const { milestones } = await startProjectWithMilestones(app, client, provider);
    const before = stripe.calls.length;
    stripe.failNext('/v1/checkout/sessions');
    const funded = await ok(app, '/api/milestone/fund-milestone', client, {
      milestone_id: milestones[0]!.id,
      method: 3,
      idempotency_key: 'stripe-fund-retried',
    });
    const creates = stripe.calls.slice(before).filter((c) => c.path === '/v1/checkout/sessions');
    expect(creates).toHaveLength(2);
    expect(creates[0]!.idempotencyKey).toMatch(/^lancer-checkout-[0-9a-f]{40}$/);
    expect(creates[1]!.idempotencyKey).toBe(creates[0]!.idempotencyKey);
    expect(creates.map((c) => c.stripeVersion)).toEqual([STRIPE_API_VERSION, STRIPE_API_VERSION]);
    expect(funded.payment.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_\d+$/);
  });

  it('sends the same key for the same arguments (Stripe answers the first session) and another for others', async () => {
    const gateway = createStripeGateway({
      secretKey: 'sk_test_fake',
      apiBase: stripe.url,
      publicUrl: 'http://127.0.0.1:1',
      webUrl: 'http://127.0.0.1:2',
    });
    const checkout = {
      paymentId: 'pay-retried-click',
      amountCents: 12_500,
      currency: 'USD',
      description: 'Milestone',
      transferGroup: 'project_retried',
    };
    const before = stripe.calls.length;
    const first = await gateway.createCheckout(checkout);
    const again = await gateway.createCheckout(checkout);
    const otherAmount = await gateway.createCheckout({ ...checkout, amountCents: 12_600 });
    const [a, b, c] = stripe.calls.slice(before);
    expect(b!.idempotencyKey).toBe(a!.idempotencyKey);
    expect(b!.replayed).toBe(true);
    expect(again).toEqual(first);
    expect(c!.idempotencyKey).not.toBe(a!.idempotencyKey);
    expect(otherAmount.sessionId).not.toBe(first.sessionId);

    // A retried first click for an account link makes one Connect account.
    const link = {
      userId: 'user-retried',
      email: 'retried@example.com',
      externalAccountId: null,
      linkType: 'account_onboarding' as const,
    };
    const one = await gateway.createAccountLink(link);
    const two = await gateway.createAccountLink(link);
    expect(two.externalAccountId).toBe(one.externalAccountId);
    const accountCreates = stripe.calls.slice(before).filter((call) => call.path === '/v1/accounts');
    expect(accountCreates).toHaveLength(2);
    expect(accountCreates[1]!.idempotencyKey).toBe(accountCreates[0]!.idempotencyKey);
    expect(stripe.calls.slice(before).every((call) => call.stripeVersion === STRIPE_API_VERSION)).toBe(true);
  });

  it('reports a refusal of the payment provider as a clear 502, saving nothing', async () => {
    const broken = await createTestApp({ stripeSecretKey: 'sk_wrong', stripeApiBase: stripe.url });
    const { token } = await signUp(broken, 'broken@example.com');
    const link = await call(broken, 'GET', '/api/user/profile/fetch-stripe-account-link', { token });
    expect(link.status).toBe(502);
    expect(link.body.error).toMatchObject({
      code: 'PAYMENT_FAILED',
      message: 'The payment provider refused: Invalid API Key provided',
    });
    const profile = await call(broken, 'GET', '/api/user/profile/fetch-profile', { token });
    expect(profile.body.finance.income.bank_account.money_collecting_methods).toEqual([]);
    await broken.close();
  });
});
