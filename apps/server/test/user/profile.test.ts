import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { userProfileSchema } from '@lancer/api/schemas/user';

import { call, createTestApp, lastMailedCode, signUp, type TestApp } from '../helpers/test-app';
import { confirmSandboxLink } from '../helpers/sandbox-link';

const profilePath = '/api/user/profile';

describe('profile calls (PROFILE-SHAPE, PROVIDER-READY, ACCEPTING-SWITCH, CALL-TABLE)', () => {
  let app: TestApp;
  let alice: { token: string; userId: string };
  let bob: { token: string; userId: string };
  beforeAll(async () => {
    app = await createTestApp();
    alice = await signUp(app, 'alice@example.com');
    bob = await signUp(app, 'bob@example.com');
  });
  afterAll(() => app.close());

  const get = (path: string, token: string, query?: Record<string, string>) =>
    call(app, 'GET', `${profilePath}/${path}`, { token, query });
  const post = (path: string, token: string, body: unknown) =>
    call(app, 'POST', `${profilePath}/${path}`, { token, body });

  // proves: PROFILE-SHAPE
  it('answers fetch-profile in exactly the shape of PROFILE-SHAPE', async () => {
    const profile = await get('fetch-profile', alice.token);
    expect(profile.status).toBe(200);
    expect(userProfileSchema.strict().safeParse(profile.body).success).toBe(true);
    expect(profile.body.account.basic).toMatchObject({
      user_id: alice.userId,
      email: { address: 'alice@example.com' },
    });
    expect(profile.body.finance.income).toEqual({
      ready_to_receive_money: false,
      bank_account: { money_collecting_methods: [] },
    });
  });

  it('updates names and mobile, and shows another user publicly without their finance', async () => {
    expect(
      (await post('update-user-fullname', alice.token, { first_name: ' Alice ', last_name: 'Liddell' }))
        .status,
    ).toBe(200);
    expect((await post('update-mobile', alice.token, { mobile: '5550100', area_code: '1' })).status).toBe(
      200,
    );
    const bad = await post('update-mobile', alice.token, { mobile: 'abc', area_code: '+1' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.mobile).toBe('Digits only, 4 to 15');
    const mine = await get('fetch-profile', alice.token);
    expect(mine.body.account.basic).toMatchObject({
      first_name: 'Alice',
      last_name: 'Liddell',
      mobile: { number: '5550100', area_code: '+1' },
    });

    const seen = await get(`fetch-profile-for-user/${alice.userId}`, bob.token);
    expect(seen.body).toMatchObject({ user_id: alice.userId, first_name: 'Alice', flid: 'alice' });
    expect(seen.body).not.toHaveProperty('finance');
    const missing = await get('fetch-profile-for-user/not-a-real-id', bob.token);
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
  });

  it('searches users by name, FLID or exact email', async () => {
    const byName = await get('search-for-users', bob.token, { condition: 'liddell' });
    expect(byName.body.users.map((u: { flid: string }) => u.flid)).toEqual(['alice']);
    const byEmail = await get('search-for-users', alice.token, { condition: 'BOB@example.com' });
    expect(byEmail.body).toMatchObject({ total: 1, users: [{ user_id: bob.userId }] });
    const wildcard = await get('search-for-users', alice.token, { condition: '%' });
    expect(wildcard.body.total).toBe(0);
    expect((await get('search-for-users', alice.token, { condition: ' ' })).status).toBe(400);
  });

  it('stores the self-intro as sanitised HTML', async () => {
    const saved = await post('update-self-intro', alice.token, {
      content:
        '<p onclick="x()">Hello <strong>world</strong><script>alert(1)</script></p><a href="javascript:bad()">x</a>',
    });
    expect(saved.body.content_html).toBe(
      '<p>Hello <strong>world</strong></p><a rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect((await get('fetch-profile', alice.token)).body.account.basic.self_intro.content_html).toBe(
      saved.body.content_html,
    );
  });

  it('offers self-intro templates by tags', async () => {
    const design = await get('fetch-templates-for-self-intro', alice.token, { tags: 'UX, writing' });
    expect(design.body.templates.map((t: { id: string }) => t.id).sort()).toEqual(['designer', 'writer']);
    const all = await get('fetch-templates-for-self-intro', alice.token);
    expect(all.body.templates.length).toBeGreaterThan(2);
  });

  // proves: PROVIDER-READY, ACCEPTING-SWITCH, SALARY-SWITCHES-ON
  it('enforces the readiness and accepting-request rules (PROVIDER-READY, ACCEPTING-SWITCH, SALARY-SWITCHES-ON)', async () => {
    const notReady = await post('update-accepting-request', alice.token, { accepting_request: true });
    expect(notReady.status).toBe(409);
    expect(notReady.body.error.code).toBe('NOT_READY_TO_RECEIVE_MONEY');

    expect((await post('update-expected-salary', alice.token, { hourly: 40 })).status).toBe(200);
    let provider = (await get('fetch-profile', alice.token)).body.account.provider;
    expect(provider).toEqual({ accepting_request: true, expected_salary: { hourly: 40 } });

    const same = await post('update-accepting-request', alice.token, { accepting_request: true });
    expect(same.status).toBe(409);
    expect(same.body.error.code).toBe('CONFLICT');
    expect((await post('update-accepting-request', alice.token, { accepting_request: false })).status).toBe(
      200,
    );
    provider = (await get('fetch-profile', alice.token)).body.account.provider;
    expect(provider.accepting_request).toBe(false);

    expect((await post('update-expected-salary', alice.token, { hourly: -1 })).status).toBe(400);
  });

  // proves: ONBOARDING-LINK-TYPE, CARD-ACCOUNT-LINKED
  it('links the payment account through the sandbox gateway (default link type account_onboarding)', async () => {
    const link = await get('fetch-stripe-account-link', bob.token);
    expect(link.status).toBe(200);
    const url = new URL(link.body.url);
    expect(url.pathname).toBe('/api/payments/sandbox/onboard');
    let income = (await get('fetch-profile', bob.token)).body.finance.income;
    expect(income).toEqual({
      ready_to_receive_money: false,
      bank_account: { money_collecting_methods: [{ type: 3, setup: false, verified: false }] },
    });

    const forged = await app.inject({ method: 'GET', url: `${url.pathname}?token=forged` });
    expect(forged.statusCode).toBe(400);
    // The link's page asks; its form posts the token back (decision 1001).
    const visit = await confirmSandboxLink(app, link.body.url);
    expect(visit.statusCode).toBe(303);
    // Back to the work settings, which show the return state.
    expect(
      new URL(String(visit.headers.location)).pathname + new URL(String(visit.headers.location)).search,
    ).toBe('/work?onboarding=return');
    income = (await get('fetch-profile', bob.token)).body.finance.income;
    expect(income).toEqual({
      ready_to_receive_money: true,
      bank_account: { money_collecting_methods: [{ type: 3, setup: true, verified: true }] },
    });
    expect((await post('update-accepting-request', bob.token, { accepting_request: true })).status).toBe(200);
    expect((await get('fetch-stripe-account-link', bob.token, { link_type: 'bogus' })).status).toBe(400);
  });

  it('changes the email only to an address verified with a mailed code', async () => {
    const unverified = await post('update-email', alice.token, { email: 'alice@new.example' });
    expect(unverified.status).toBe(409);
    expect((await post('send-email-code', alice.token, { email: 'bob@example.com' })).status).toBe(409);
    expect((await post('send-email-code', alice.token, { email: 'alice@new.example' })).status).toBe(200);
    const wrong = await post('verify-email-with-code', alice.token, {
      email: 'alice@new.example',
      code: '000000',
    });
    const code = await lastMailedCode(app, 'alice@new.example');
    if (code !== '000000') expect(wrong.body.error.code).toBe('INVALID_AUTH_CODE');
    const verified = await post('verify-email-with-code', alice.token, { email: 'alice@new.example', code });
    expect(verified.body).toEqual({ verified: true });
    expect((await post('update-email', alice.token, { email: 'alice@new.example' })).status).toBe(200);
    expect((await get('fetch-profile', alice.token)).body.account.basic.email.address).toBe(
      'alice@new.example',
    );
  });

  it('lists and removes only your own payment methods', async () => {
    const { paymentMethods } = await import('../../src/db/schema');
    await app.services.db.insert(paymentMethods).values({
      id: 'pm-alice',
      userId: alice.userId,
      brand: 'visa',
      last4: '4242',
      expMonth: 1,
      expYear: 2031,
      isDefault: true,
    });
    const listed = await call(app, 'GET', '/api/user/payment/fetch-payment-methods', { token: alice.token });
    expect(listed.body.payment_methods).toEqual([
      { id: 'pm-alice', brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2031, is_default: true },
    ]);
    expect(
      (await call(app, 'GET', '/api/user/payment/fetch-payment-methods', { token: bob.token })).body
        .payment_methods,
    ).toEqual([]);
    const stolen = await call(app, 'DELETE', '/api/user/payment/remove-payment-method/pm-alice', {
      token: bob.token,
    });
    expect(stolen.status).toBe(404);
    const removed = await call(app, 'DELETE', '/api/user/payment/remove-payment-method/pm-alice', {
      token: alice.token,
    });
    expect(removed.body).toEqual({ ok: true });
  });
});
