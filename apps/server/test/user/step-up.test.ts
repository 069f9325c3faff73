import { eq } from 'drizzle-orm';
import { Role } from '@lancer/api/constants';
import { totpCode } from '@lancer/api/rules/second-factor';
import { STEP_UP_WINDOW_SECONDS } from '@lancer/api/rules/step-up';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { sessionProofs, users } from '../../src/db/schema';
import {
  call,
  createTestApp,
  giveSecondFactor,
  lastMailedCode,
  signIn,
  signUp,
  type TestApp,
} from '../helpers/test-app';

const PASSWORD = 'correct-horse-1';
const STEP_MS = 30_000;

/** STEP-UP and ADMIN-SECOND-FACTOR on the server (decision 1026). */
describe('step-up (decision 1026)', () => {
  let app: TestApp;
  let accounts = 0;
  beforeAll(async () => {
    app = await createTestApp({ testClock: true });
  });
  afterAll(() => app.close());
  afterEach(() => app.services.clock.set(null));

  /** Moves the server's clock past the window `times` over: every session's last proof is stale. */
  const stale = (times = 1) =>
    app.services.clock.set(new Date(Date.now() + times * (STEP_UP_WINDOW_SECONDS + 60) * 1000));

  const fresh = async () => {
    accounts += 1;
    const email = `step-up-${accounts}@step.test`;
    return { email, ...(await signUp(app, email, PASSWORD)) };
  };

  const confirm = (token: string, body: { code?: string; password?: string }) =>
    call(app, 'POST', '/api/user/factor/confirm-its-you', { token, body });

  /**
   * Each call that needs a fresh proof on the session, run to success on a fresh session: the
   * password, the email (after its mailed code), the payout account's link, a new authenticator key, a new passkey.
   */
  const stepUpCalls: Record<string, (token: string, email: string) => ReturnType<typeof call>> = {
    'update-user-password': (token) =>
      call(app, 'POST', '/api/user/signin/update-user-password', {
        token,
        body: { password: PASSWORD, password2: PASSWORD },
      }),
    'update-email': async (token, email) => {
      const next = email.replace('@', '-new@');
      await call(app, 'POST', '/api/user/profile/send-email-code', { token, body: { email: next } });
      const code = await lastMailedCode(app, next);
      await call(app, 'POST', '/api/user/profile/verify-email-with-code', {
        token,
        body: { email: next, code },
      });
      return call(app, 'POST', '/api/user/profile/update-email', { token, body: { email: next } });
    },
    'fetch-stripe-account-link': (token) =>
      call(app, 'GET', '/api/user/profile/fetch-stripe-account-link', {
        token,
        query: { link_type: 'account_onboarding' },
      }),
    'start-totp-setup': (token) => call(app, 'POST', '/api/user/factor/start-totp-setup', { token }),
    'start-passkey-registration': (token) =>
      call(app, 'POST', '/api/user/passkey/start-passkey-registration', {
        token,
        headers: { origin: 'http://localhost:5173' },
      }),
    'create-access-token': (token) =>
      call(app, 'POST', '/api/user/access-token/create-access-token', {
        token,
        body: { name: 'Dashboard', scopes: ['request:read'], expires_in_days: 30 },
      }),
  };

  for (const [name, run] of Object.entries(stepUpCalls)) {
    it(`${name}: refused on a stale session (403), taken after a password confirms it`, async () => {
      const { token, email } = await fresh();
      stale();
      const refused = await run(token, email);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toEqual({
        code: 'STEP_UP_REQUIRED',
        message: "Confirm it's you: enter your password, then try again.",
      });
      expect((await confirm(token, { password: 'wrong-horse-9' })).status).toBe(400);
      expect((await run(token, email)).status).toBe(403);
      const confirmed = await confirm(token, { password: PASSWORD });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.confirmed_with).toBe('password');
      expect((await run(token, email)).status).toBe(200);
    });
  }

  it('asks an account with a factor for its code; the proof is per session', async () => {
    const { token, userId, email } = await fresh();
    const secret = await giveSecondFactor(app, userId);
    const other = await call(app, 'POST', '/api/user/signin/signin-with-email-and-password', {
      body: { email, password: PASSWORD },
    });
    const otherToken = (
      await call(app, 'POST', '/api/user/signin/signin-with-second-factor', {
        body: { email, factor_ticket: other.body.factor_ticket, code: totpCode(secret) },
      })
    ).body.access_token as string;
    stale();
    const refused = await stepUpCalls['update-user-password']!(token, email);
    expect(refused.body.error.message).toBe(
      "Confirm it's you: enter a code from your authenticator app or a recovery code, then try again.",
    );
    expect((await confirm(token, { password: PASSWORD })).status).toBe(400);
    const confirmed = await confirm(token, { code: totpCode(secret, Date.now() + STEP_MS) });
    expect(confirmed.body.confirmed_with).toBe('factor');
    expect((await stepUpCalls['update-user-password']!(token, email)).status).toBe(200);
    // The other device's session proved nothing since its sign-in.
    expect((await stepUpCalls['update-user-password']!(otherToken, email)).status).toBe(403);
    const proofs = await app.services.db.select().from(sessionProofs).where(eq(sessionProofs.userId, userId));
    expect(proofs).toHaveLength(2);
  });

  for (const name of ['turn-off-totp', 'regenerate-recovery-codes']) {
    it(`${name}: the factor's own code is the proof; a stale session without a right one is refused`, async () => {
      const { token, email } = await fresh();
      const started = await call(app, 'POST', '/api/user/factor/start-totp-setup', { token });
      const confirmed = await call(app, 'POST', '/api/user/factor/confirm-totp-setup', {
        token,
        body: { code: totpCode(started.body.secret) },
      });
      const codes = confirmed.body.recovery_codes as string[];
      stale();
      const path = `/api/user/factor/${name}`;
      expect((await call(app, 'POST', path, { token, body: { code: 'zzzzz-zzzzz' } })).status).toBe(400);
      expect((await stepUpCalls['update-user-password']!(token, email)).status).toBe(403);
      expect((await call(app, 'POST', path, { token, body: { code: codes[0] } })).status).toBe(200);
      // The code made the session's proof fresh.
      expect((await stepUpCalls['update-user-password']!(token, email)).status).toBe(200);
    });
  }
});

describe('the console needs a second factor (decision 1026)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('refuses an administrator without a factor (403) and serves one with it', async () => {
    const { userId } = await signUp(app, 'no-factor-admin@step.test', PASSWORD);
    await app.services.db.update(users).set({ role: Role.ADMINISTRATOR }).where(eq(users.id, userId));
    const { token } = await signIn(app, 'no-factor-admin@step.test', PASSWORD);
    const queue = () => call(app, 'GET', '/api/console/fetch-dispute-queue', { token });
    const refused = await queue();
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'SECOND_FACTOR_REQUIRED',
      message: 'Set up two-step verification in your login settings before you open the console.',
    });
    await giveSecondFactor(app, userId);
    expect((await queue()).status).toBe(200);
  });

  it('still refuses a non-administrator as before, with or without a factor', async () => {
    const { token, userId } = await signUp(app, 'member-with-factor@step.test', PASSWORD);
    await giveSecondFactor(app, userId);
    const refused = await call(app, 'GET', '/api/console/fetch-dispute-queue', { token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('FORBIDDEN');
  });
});
