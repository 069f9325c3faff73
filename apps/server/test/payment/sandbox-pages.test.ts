import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, createTestApp, signUp, type TestApp } from '../helpers/test-app';
import { ok, startProjectWithMilestones } from '../helpers/start-project';

/** The token a sandbox page's form posts back, read from its hidden field. */
const formToken = (html: string) => /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';

// Decision 1001: a sandbox link shows a page; only the POST of its signed token changes something, once.
describe('sandbox pages: a GET changes nothing, the POST of the signed token does it once', () => {
  let app: TestApp;
  let client: string;
  let provider: string;
  beforeAll(async () => {
    app = await createTestApp();
    client = (await signUp(app, 'sandbox-client@example.com')).token;
    provider = (await signUp(app, 'sandbox-provider@example.com')).token;
  });
  afterAll(() => app.close());

  const post = (path: string, token: string) =>
    app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
  const income = async () =>
    (await call(app, 'GET', '/api/user/profile/fetch-profile', { token: provider })).body.finance.income;
  const paymentStatus = async (paymentId: string) =>
    (
      await call(app, 'GET', '/api/payment/fetch-payment', {
        token: client,
        query: { payment_id: paymentId },
      })
    ).body.status;

  const notificationsOf = async (token: string, kind: string) =>
    (
      await call(app, 'GET', '/api/notification/fetch-notifications', {
        token,
        query: { kind, page_size: '50' },
      })
    ).body.items as { kind: string; title: string; subject: { project_id?: string } }[];

  // proves: NOTIFY-PAYOUT-READY
  it('onboarding: the link asks, the POST links the account once', async () => {
    const link = new URL(
      (await call(app, 'GET', '/api/user/profile/fetch-stripe-account-link', { token: provider })).body.url,
    );
    const page = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('no money moves');
    expect(page.body).toContain('<form method="post" action="/api/payments/sandbox/onboard">');
    expect(page.body).not.toContain('<script');
    // Opening the link (twice, as a link preview would) leaves the account unlinked.
    await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect((await income()).ready_to_receive_money).toBe(false);
    expect((await income()).bank_account.money_collecting_methods).toEqual([
      { type: 3, setup: false, verified: false },
    ]);

    const token = formToken(page.body);
    expect(token).toBe(link.searchParams.get('token'));
    expect((await post(link.pathname, 'forged')).statusCode).toBe(400);
    const confirmed = await post(link.pathname, token);
    expect(confirmed.statusCode).toBe(303);
    expect(
      new URL(String(confirmed.headers.location)).pathname +
        new URL(String(confirmed.headers.location)).search,
    ).toBe('/work?onboarding=return');
    expect((await income()).ready_to_receive_money).toBe(true);

    const again = await post(link.pathname, token);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This confirmation was already used: nothing changed.');

    // NOTIFY-PAYOUT-READY: told once, with the link: a second linking of a verified account tells nobody.
    expect(await notificationsOf(provider, 'payout_account_ready')).toHaveLength(1);
    const second = new URL(
      (await call(app, 'GET', '/api/user/profile/fetch-stripe-account-link', { token: provider })).body.url,
    );
    expect((await post(second.pathname, second.searchParams.get('token')!)).statusCode).toBe(303);
    expect(await notificationsOf(provider, 'payout_account_ready')).toHaveLength(1);
  });

  // proves: NOTIFY-PAYMENT-FAILED
  it('checkout declined: nothing is paid, the payer is told once, the link is spent', async () => {
    const { project, milestones } = await startProjectWithMilestones(app, client, provider);
    const milestone = milestones[0]!;
    const funded = await ok(app, '/api/milestone/fund-milestone', client, {
      milestone_id: milestone.id,
      method: 3,
      idempotency_key: 'sandbox-decline-1',
    });
    const checkout = new URL(funded.payment.checkout_url);
    const page = await app.inject({ method: 'GET', url: `${checkout.pathname}${checkout.search}` });
    expect(page.body).toContain('<form method="post" action="/api/payments/sandbox/decline">');
    const token = formToken(page.body);
    const before = (await notificationsOf(client, 'payment_failed')).length;

    const declined = await post('/api/payments/sandbox/decline', token);
    expect(declined.statusCode).toBe(303);
    expect(String(declined.headers.location)).toMatch(
      new RegExp(`/projects\\?checkout=cancelled&project=${project.id}$`),
    );
    expect(await paymentStatus(funded.payment.id)).toBe('OUTSTANDING');
    const told = await notificationsOf(client, 'payment_failed');
    expect(told).toHaveLength(before + 1);
    const { title } = (
      await call(app, 'GET', '/api/project/fetch-project', {
        token: client,
        query: { project_id: project.id },
      })
    ).body.milestones[0];
    expect(told[0]).toMatchObject({ title, subject: { project_id: project.id } });

    // Pressed again, or the confirm button after it: the link is spent, nothing changes, nobody is told again.
    expect((await post('/api/payments/sandbox/decline', token)).statusCode).toBe(409);
    expect((await post(checkout.pathname, token)).statusCode).toBe(409);
    expect(await paymentStatus(funded.payment.id)).toBe('OUTSTANDING');
    expect(await notificationsOf(client, 'payment_failed')).toHaveLength(before + 1);
  });

  it('checkout: the link shows the amount and changes nothing; one POST pays, a second says it was used', async () => {
    const { project, milestones } = await startProjectWithMilestones(app, client, provider);
    const milestone = milestones[0]!;
    const funded = await ok(app, '/api/milestone/fund-milestone', client, {
      milestone_id: milestone.id,
      method: 3,
      idempotency_key: 'sandbox-fund-1',
    });
    const checkout = new URL(funded.payment.checkout_url);
    expect(checkout.pathname).toBe('/api/payments/sandbox/checkout');

    const page = await app.inject({ method: 'GET', url: `${checkout.pathname}${checkout.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `Pay $${(milestone.amount_cents / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`,
    );
    expect(page.body).toContain('Confirm the simulated payment');
    expect(await paymentStatus(funded.payment.id)).toBe('OUTSTANDING');
    // A forged or missing token on the page changes nothing either.
    expect((await app.inject({ method: 'GET', url: `${checkout.pathname}?token=x` })).statusCode).toBe(400);

    const token = formToken(page.body);
    // Two presses at once: one pays, the other finds the token used.
    const [first, second] = await Promise.all([
      post(checkout.pathname, token),
      post(checkout.pathname, token),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([303, 409]);
    const paid = first.statusCode === 303 ? first : second;
    expect(String(paid.headers.location)).toMatch(
      new RegExp(`/projects\\?checkout=done&project=${project.id}$`),
    );
    expect(await paymentStatus(funded.payment.id)).toBe('PAID');
    const third = await post(checkout.pathname, token);
    expect(third.statusCode).toBe(409);
    expect(third.body).toContain('nothing changed');

    const after = await app.inject({ method: 'GET', url: `${checkout.pathname}${checkout.search}` });
    expect(after.body).toContain('This payment is already paid: nothing to do.');
    expect(after.body).not.toContain('<form');
  });

  it('a checkout token does not onboard, and an onboarding token does not pay', async () => {
    const link = new URL(
      (await call(app, 'GET', '/api/user/profile/fetch-stripe-account-link', { token: provider })).body.url,
    );
    const token = link.searchParams.get('token')!;
    expect((await post('/api/payments/sandbox/checkout', token)).statusCode).toBe(400);
    expect((await post('/api/payments/sandbox/onboard', '')).statusCode).toBe(400);
  });
});
