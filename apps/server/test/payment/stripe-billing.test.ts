import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { billingMethods, payments } from '../../src/db/payment-schema';
import { notifications } from '../../src/db/schema';
import { sendDueMoneyMoves } from '../../src/payment/money-sender';
import { createStripeTestApp, type StripeTestApp } from '../helpers/stripe-app';
import { hourlyProjectWithTime, ok, signUpTokens } from '../helpers/start-project';
import { call, type TestApp } from '../helpers/test-app';

// Mondays far ahead (UTC): the week logged, and the one after it, when it is reviewed.
const WEEK = '2032-02-02';
const NEXT_WEEK = '2032-02-09';

/**
 * The billing method and the automatic charge of an approved hourly week on Stripe (decision
 * 1410), through the SDK against a local fake of Stripe's API: a Customer and Checkout in setup
 * mode, the card saved from the webhook, a PaymentIntent off-session with the project-week's key.
 */
describe('billing method and automatic charges on Stripe (decision 1410)', () => {
  let app: TestApp;
  let stripe: StripeTestApp['stripe'];
  let webhook: StripeTestApp['webhook'];
  let close: StripeTestApp['close'];
  let client = '';
  let provider = '';
  let clientId = '';
  beforeAll(async () => {
    ({ app, stripe, webhook, close } = await createStripeTestApp({
      hourlySettleIntervalMs: 0,
      moneySendIntervalMs: 0,
    }));
    [client, provider] = await signUpTokens(
      app,
      'billing-client@example.com',
      'billing-provider@example.com',
    );
    clientId = (await call(app, 'GET', '/api/user/profile/fetch-profile', { token: client })).body.account
      .basic.user_id;
  });
  afterAll(() => close());

  const billingMethod = async () =>
    (await call(app, 'GET', '/api/payment/fetch-billing-method', { token: client })).body.billing_method;
  const intentCalls = () => stripe.calls.filter((c) => c.path === '/v1/payment_intents');
  const failedNotices = () =>
    app.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, clientId), eq(notifications.kind, 'payment_failed')));

  /** An hourly project ($40 an hour) with two hours in WEEK, its week closed: the project's id. */
  async function weekToApprove() {
    const projectId = await hourlyProjectWithTime(app, client, provider, WEEK, 120, 'Two hours');
    app.services.clock.set(new Date(`${NEXT_WEEK}T01:00:00.000Z`));
    return projectId;
  }
  const approve = (projectId: string) =>
    ok(app, '/api/hourly/review-timesheet', client, { project_id: projectId, week_start: WEEK });
  const paymentOf = async (projectId: string) =>
    (await app.services.db.select().from(payments).where(eq(payments.projectId, projectId)))[0]!;

  it('makes one Customer and a Checkout session in setup mode; the webhook saves the card, once', async () => {
    const setup = await ok(app, '/api/payment/open-billing-setup', client, {
      idempotency_key: 'setup-one-1',
    });
    expect(setup.url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_/);
    const customer = stripe.calls.find((c) => c.path === '/v1/customers')!;
    expect(customer.form.get('email')).toBe('billing-client@example.com');
    expect(customer.idempotencyKey).toMatch(/^lancer-customer-/);
    const session = stripe.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!;
    expect(session.form.get('mode')).toBe('setup');
    expect(session.form.get('customer')).toBe('cus_fake_1');
    expect(session.form.get('success_url')).toMatch(/\/payment\?setup=done$/);
    // Another setup (a new key) keeps the customer.
    await ok(app, '/api/payment/open-billing-setup', client, { idempotency_key: 'setup-two-2' });
    expect(stripe.calls.filter((c) => c.path === '/v1/customers')).toHaveLength(1);

    expect(await billingMethod()).toBeNull();
    const completed = {
      id: 'evt_setup_1',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_setup',
          mode: 'setup',
          customer: 'cus_fake_1',
          setup_intent: 'seti_pm_card_visa',
          payment_status: 'no_payment_required',
        },
      },
    };
    // Stripe delivers an event again: the same card, one row.
    for (let delivery = 0; delivery < 2; delivery += 1)
      expect((await webhook(completed)).statusCode).toBe(200);
    expect(await billingMethod()).toMatchObject({
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2034,
    });
    const rows = await app.services.db
      .select()
      .from(billingMethods)
      .where(eq(billingMethods.userId, clientId));
    expect(rows).toMatchObject([{ customerId: 'cus_fake_1', paymentMethodId: 'pm_card_visa' }]);
  });

  /** The client was told once that the invoice was not charged, and pays it by its checkout, as without a card. */
  async function expectToldOnceAndPayable(projectId: string, paymentId: string) {
    const told = (await failedNotices()).filter(
      (row) => (row.subject as { project_id?: string }).project_id === projectId,
    );
    expect(told).toHaveLength(1);
    const pay = await ok(app, '/api/payment/pay-invoice', client, {
      payment_id: paymentId,
      idempotency_key: `pay-${paymentId}`,
    });
    expect(pay.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
  }

  it('charges an approved week off-session once: a crash before the answer is charged by the sweep with the same key', async () => {
    const projectId = await weekToApprove();
    // Stripe cannot be reached while the week is billed (the SDK's two retries too): the charge stays pending.
    stripe.failNext('/v1/payment_intents', 3);
    const before = intentCalls().length;
    await approve(projectId);
    expect(await paymentOf(projectId)).toMatchObject({ status: 'OUTSTANDING', autoCharge: 'pending' });
    // The approval retried bills nothing more, and the invoice is not paid twice by its checkout.
    await approve(projectId);
    const pending = await paymentOf(projectId);
    const pay = await call(app, 'POST', '/api/payment/pay-invoice', {
      token: client,
      body: { payment_id: pending.id, idempotency_key: `pay-${pending.id}` },
    });
    expect(pay.status).toBe(409);
    expect(pay.body.error.message).toMatch(/being charged to your saved card/);
    // A pay by hand is refused meanwhile, and the record shows it being charged.
    const charging = await call(app, 'GET', '/api/payment/fetch-payment-history', {
      token: client,
      query: { project_id: projectId },
    });
    expect(charging.body.items).toMatchObject([{ id: pending.id, status: 'OUTSTANDING', charging: true }]);

    // The money sender tries again once the attempt's delay has passed, with the week's key.
    app.services.clock.set(new Date(`${NEXT_WEEK}T01:01:00.000Z`));
    await sendDueMoneyMoves(app.services);
    await sendDueMoneyMoves(app.services);
    const charges = intentCalls().slice(before);
    expect(charges).toHaveLength(4);
    expect(new Set(charges.map((c) => c.idempotencyKey)).size).toBe(1);
    expect(charges[0]!.idempotencyKey).toBe(`lancer-charge:week:${pending.milestoneId}`);
    expect(charges[0]!.form.get('transfer_group')).toBe(`project_${projectId}`);
    expect(charges[0]!.form.get('transfer_data[destination]')).toBeNull();
    expect(charges.filter((c) => !c.replayed)).toHaveLength(4);
    const form = charges.at(-1)!.form;
    expect(
      Object.fromEntries(
        ['customer', 'payment_method', 'off_session', 'confirm', 'amount'].map((k) => [k, form.get(k)]),
      ),
    ).toEqual({
      customer: 'cus_fake_1',
      payment_method: 'pm_card_visa',
      off_session: 'true',
      confirm: 'true',
      amount: '8000',
    });
    expect(await paymentOf(projectId)).toMatchObject({ status: 'PAID', autoCharge: 'succeeded' });

    // Stripe's own report of the charge afterwards changes nothing.
    const reported = await webhook({
      id: 'evt_pi_ok',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_fake_1', metadata: { payment_id: pending.id, auto_charge: 'true' } } },
    });
    expect(reported.statusCode).toBe(200);
    const history = await call(app, 'GET', '/api/payment/fetch-payment-history', {
      token: provider,
      query: { project_id: projectId },
    });
    expect(history.body.items).toMatchObject([
      { id: pending.id, status: 'PAID', amount_cents: 8_000, charging: false },
    ]);
  });

  // proves: HOURLY-AUTO-CHARGE, HOURLY-CHARGING
  it('a charge Stripe never answers is given up after the retry window: the invoice goes back to the client to pay', async () => {
    const projectId = await weekToApprove();
    // Stripe does not answer the charge, from the billing through the whole retry window.
    stripe.failNext('/v1/payment_intents', 1_000);
    try {
      await approve(projectId);
      app.services.clock.set(new Date(new Date(`${NEXT_WEEK}T01:00:00.000Z`).getTime() + 24 * 3600_000));
      await sendDueMoneyMoves(app.services);
    } finally {
      stripe.failNext('/v1/payment_intents', 0);
    }
    const invoice = await paymentOf(projectId);
    expect(invoice).toMatchObject({ status: 'OUTSTANDING', autoCharge: 'failed' });
    await expectToldOnceAndPayable(projectId, invoice.id);
  });

  it('a declined card leaves the invoice outstanding and tells the client once, also when Stripe reports it', async () => {
    expect(
      (
        await webhook({
          id: 'evt_seti_declining',
          type: 'setup_intent.succeeded',
          data: {
            object: { id: 'seti_2', customer: 'cus_fake_1', payment_method: 'pm_card_chargeDeclined' },
          },
        })
      ).statusCode,
    ).toBe(200);
    expect(await billingMethod()).toMatchObject({ last4: '0002' });
    const projectId = await weekToApprove();
    await approve(projectId);
    const invoice = await paymentOf(projectId);
    expect(invoice).toMatchObject({ status: 'OUTSTANDING', autoCharge: 'failed' });
    await webhook({
      id: 'evt_pi_failed',
      type: 'payment_intent.payment_failed',
      data: { object: { id: 'pi_fake_9', metadata: { payment_id: invoice.id, auto_charge: 'true' } } },
    });
    await sendDueMoneyMoves(app.services);
    await expectToldOnceAndPayable(projectId, invoice.id);
  });

  // proves: BILLING-CARD-DETACH
  it('removing the card detaches it at Stripe first: a failed detach keeps it, a retried removal calls nothing', async () => {
    expect(await billingMethod()).toMatchObject({ last4: '0002' });
    const detachPath = '/v1/payment_methods/pm_card_chargeDeclined/detach';
    const detaches = () => stripe.calls.filter((c) => c.path === detachPath);
    // Stripe unreachable (the SDK's retries too): nothing changes and the client is told why.
    stripe.failNext(detachPath, 3);
    const failed = await call(app, 'POST', '/api/payment/remove-billing-method', { token: client });
    expect(failed.status).toBe(502);
    expect(failed.body.error.code).toBe('PAYMENT_FAILED');
    expect(await billingMethod()).toMatchObject({ last4: '0002' });

    expect(await ok(app, '/api/payment/remove-billing-method', client, {})).toEqual({ billing_method: null });
    expect(detaches().filter((c) => c.auth === 'Bearer sk_test_fake')).toHaveLength(4);
    expect(await billingMethod()).toBeNull();
    // The customer stays for the next card; a removal sent again finds no card and calls Stripe no more.
    const rows = await app.services.db
      .select()
      .from(billingMethods)
      .where(eq(billingMethods.userId, clientId));
    expect(rows).toMatchObject([{ customerId: 'cus_fake_1', paymentMethodId: null }]);
    expect(await ok(app, '/api/payment/remove-billing-method', client, {})).toEqual({ billing_method: null });
    expect(detaches()).toHaveLength(4);
  });
});
