import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { SigninStep } from '@lancer/api/constants';
import { signinResultSchema } from '@lancer/api/schemas/signin';

import { emailCodes } from '../../src/db/schema';
import { call, createTestApp, lastMailedCode, withLimits, type TestApp } from '../helpers/test-app';

const post = (app: TestApp, path: string, body: unknown, token?: string) =>
  call(app, 'POST', `/api/user/signin/${path}`, { body, token });

describe('sign-in flow (SIGNIN-ORDER)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  // proves: SIGNIN-ORDER, SIGNIN-STEPS
  it('signs a new email up: code, password, FLID review, then signed in', async () => {
    const email = 'New.Person@Example.com';
    const tried = await post(app, 'try-signin-with-email', { email, host: 'lancer.test' });
    expect(tried.body).toEqual({ signin_type: SigninStep.EMAIL_NOT_ASSOCIATED_WITH_USER });

    const code = await lastMailedCode(app, 'new.person@example.com');
    const signed = await post(app, 'signin-with-email-and-code', { email, code, host: 'lancer.test' });
    expect(signed.status).toBe(200);
    const result = signinResultSchema.parse(signed.body);
    expect(result.signin_result).toBe(SigninStep.NEW_USER_SET_PASSWORD);
    expect(result.signin_type).toBe(SigninStep.EMAIL_NOT_ASSOCIATED_WITH_USER);
    expect(result.role).toBe(1);

    const mismatch = await post(
      app,
      'update-user-password',
      { password: 'abcdefgh1', password2: 'nope' },
      result.access_token,
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.fields.password2).toBe('The two passwords are not matched');

    const password = await post(
      app,
      'update-user-password',
      { password: 'abcdefgh1', password2: 'abcdefgh1' },
      result.access_token,
    );
    expect(password.body).toEqual({ signin_result: SigninStep.REVIEW_AND_REVISE_FLID });

    const profile = await call(app, 'GET', '/api/user/profile/fetch-profile', { token: result.access_token });
    expect(profile.body.account.basic.FLID.identity).toBe('newperson');

    const flid = await post(app, 'update-new-user-flid', { flid: 'new-person' }, result.access_token);
    expect(flid.body).toEqual({ signin_result: SigninStep.USER_SIGNED_IN });

    const again = await post(app, 'try-signin-with-email', { email, host: 'lancer.test' });
    expect(again.body).toEqual({ signin_type: SigninStep.EXISTING_USER_PASSWORD_REQUIRED });
    const withPassword = await post(app, 'signin-with-email-and-password', { email, password: 'abcdefgh1' });
    expect(withPassword.status).toBe(200);
    expect(withPassword.body.signin_result).toBe(SigninStep.USER_SIGNED_IN);
    expect(withPassword.body.identity).toBe(result.identity);
  });

  // proves: MSG-PASSWORD-MISMATCH
  it('refuses a wrong password with "Password doesn\'t match", the same for an unknown email', async () => {
    const wrong = await post(app, 'signin-with-email-and-password', {
      email: 'new.person@example.com',
      password: 'bad',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toMatchObject({ code: 'PASSWORD_MISMATCH', message: "Password doesn't match" });
    const unknown = await post(app, 'signin-with-email-and-password', {
      email: 'ghost@example.com',
      password: 'bad',
    });
    expect(unknown.body.error.code).toBe('PASSWORD_MISMATCH');
  });

  it('mails a code to a user with a password who asks to sign in with a code instead', async () => {
    const email = 'new.person@example.com';
    const tried = await post(app, 'try-signin-with-email', { email, host: 'lancer.test', method: 'code' });
    expect(tried.body).toEqual({ signin_type: SigninStep.VERIFY_EMAIL_WITH_AUTH_CODE });
    const code = await lastMailedCode(app, email);
    const signed = await post(app, 'signin-with-email-and-code', { email, code, host: 'lancer.test' });
    expect(signed.status).toBe(200);
    expect(signed.body.signin_result).toBe(SigninStep.USER_SIGNED_IN);
  });

  it('rejects a FLID someone else has', async () => {
    const email = 'second@example.com';
    await post(app, 'try-signin-with-email', { email, host: 'x' });
    const signed = await post(app, 'signin-with-email-and-code', {
      email,
      code: await lastMailedCode(app, email),
      host: 'x',
    });
    const taken = await post(app, 'update-new-user-flid', { flid: 'New-Person' }, signed.body.access_token);
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields.flid).toMatch(/taken/);
  });

  // proves: SIGNIN-CODES
  it('gives a code 5 tries, then asks for a new one', async () => {
    const email = 'tries@example.com';
    await post(app, 'try-signin-with-email', { email, host: 'x' });
    const code = await lastMailedCode(app, email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const wrong = await post(app, 'signin-with-email-and-code', { email, code: wrongCode, host: 'x' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.error).toEqual({ code: 'INVALID_AUTH_CODE', message: 'Invalid auth code' });
    }
    const right = await post(app, 'signin-with-email-and-code', { email, code, host: 'x' });
    expect(right.body.error.code).toBe('INVALID_AUTH_CODE');
    expect(right.body.error.message).toMatch(/Too many wrong codes/);
  });

  // proves: SIGNIN-CODES
  it('expires a code after 10 minutes', async () => {
    const email = 'late@example.com';
    await post(app, 'try-signin-with-email', { email, host: 'x' });
    const code = await lastMailedCode(app, email);
    const [row] = await app.services.db.select().from(emailCodes).where(eq(emailCodes.email, email));
    const tenMinutes = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.round(tenMinutes / 60_000)).toBe(10);
    await app.services.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.email, email));
    const late = await post(app, 'signin-with-email-and-code', { email, code, host: 'x' });
    expect(late.body.error.message).toMatch(/expired/);
  });

  // proves: SIGNIN-CODES, MSG-INVALID-CODE
  it('says "invalid code" for a code that is not 6 digits', async () => {
    const bad = await post(app, 'signin-with-email-and-code', { email: 'a@b.co', code: '12', host: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.code).toBe('invalid code');
  });
});

describe('tokens', () => {
  let app: TestApp;
  let refresh: string;
  let access: string;
  beforeAll(async () => {
    app = await createTestApp();
    const email = 'tokens@example.com';
    await post(app, 'try-signin-with-email', { email, host: 'x' });
    const signed = await post(app, 'signin-with-email-and-code', {
      email,
      code: await lastMailedCode(app, email),
      host: 'x',
    });
    refresh = signed.body.refresh_token;
    access = signed.body.access_token;
  });
  afterAll(() => app.close());

  // proves: SIGNIN-TOKENS
  it('rotates the refresh token, and reuse of a spent one after the grace ends the whole family', async () => {
    const first = await post(app, 'refresh-token', { refresh_token: refresh });
    expect(first.status).toBe(200);
    const second = first.body.refresh_token as string;
    expect(second).not.toBe(refresh);
    expect(
      (await call(app, 'GET', '/api/user/profile/fetch-profile', { token: first.body.access_token })).status,
    ).toBe(200);

    // Past the grace for a just-rotated token (decision 1021; refresh-grace.test.ts has the grace).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (app.services.config.refreshTokenReuseGraceSeconds + 1) * 1000);
    const reuse = await post(app, 'refresh-token', { refresh_token: refresh }).finally(() =>
      vi.useRealTimers(),
    );
    expect(reuse.status).toBe(401);
    expect(reuse.body.error.code).toBe('REFRESH_TOKEN_INVALID');
    // The newer token of the same family is revoked too.
    const afterReuse = await post(app, 'refresh-token', { refresh_token: second });
    expect(afterReuse.body.error.code).toBe('REFRESH_TOKEN_INVALID');
    const garbage = await post(app, 'refresh-token', { refresh_token: 'garbage' });
    expect(garbage.body.error.code).toBe('REFRESH_TOKEN_INVALID');
  });

  // proves: SIGNIN-TOKENS, ERR-ACCESS-EXPIRED
  it('tells an expired access token from a forged one, and asks for a token when there is none', async () => {
    const expired = await app.services.tokens.sign({ id: 'someone', role: 1 });
    const short = (await import('../../src/user/access-token')).createAccessTokens(
      app.services.config.jwtSecret,
      -10,
    );
    const old = await short.sign({ id: 'someone', role: 1 });
    const expiredCall = await call(app, 'GET', '/api/user/profile/fetch-profile', { token: old });
    expect(expiredCall.status).toBe(401);
    expect(expiredCall.body.error.code).toBe('ACCESS_TOKEN_EXPIRED');

    const forged = `${access.slice(0, -4)}AAAA`;
    const forgedCall = await call(app, 'GET', '/api/user/profile/fetch-profile', { token: forged });
    expect(forgedCall.body.error.code).toBe('TOKEN_SIGNATURE_INVALID');
    const otherSecret = (await import('../../src/user/access-token')).createAccessTokens(
      'another-secret',
      60,
    );
    const foreign = await call(app, 'GET', '/api/user/profile/fetch-profile', {
      token: await otherSecret.sign({ id: 'x', role: 8 }),
    });
    expect(foreign.body.error.code).toBe('TOKEN_SIGNATURE_INVALID');

    const none = await call(app, 'GET', '/api/user/profile/fetch-profile');
    expect(none.status).toBe(401);
    expect(none.body.error.code).toBe('UNAUTHENTICATED');
    // A valid token of a user that does not exist cannot read a profile.
    expect((await call(app, 'GET', '/api/user/profile/fetch-profile', { token: expired })).status).toBe(401);
  });
});

describe('sign-in rate limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(withLimits({ signin: { email: 3, address: 5 } }));
  });
  afterAll(() => app.close());

  it('limits attempts per email, then per address, with a clear 429', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await post(app, 'signin-with-email-and-password', { email: 'limit@example.com', password: 'x' }))
          .status,
      ).toBe(401);
    }
    const limited = await post(app, 'signin-with-email-and-password', {
      email: 'limit@example.com',
      password: 'x',
    });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.body.error.message).toMatch(
      /^Too many sign-in attempts for this email\. Try again in 15 minutes\.$/,
    );
    expect(limited.headers['retry-after']).toBe('900');

    // 4 attempts counted from this address (inject comes from 127.0.0.1; the refused one counts
    // too); 1 more on another email reaches the limit of 5, the next is refused.
    for (const other of ['other1@example.com']) {
      expect(
        (await post(app, 'signin-with-email-and-password', { email: other, password: 'x' })).status,
      ).toBe(401);
    }
    const byAddress = await post(app, 'signin-with-email-and-password', {
      email: 'other3@example.com',
      password: 'x',
    });
    expect(byAddress.status).toBe(429);
    expect(byAddress.body.error.message).toMatch(/from this address/);
  });
});
