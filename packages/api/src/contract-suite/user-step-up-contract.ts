import { afterEach, describe, expect, it } from 'vitest';

import {
  confirmItsYou,
  confirmTotpSetup,
  createAccessToken,
  fetchStripeAccountLink,
  startPasskeyRegistration,
  startTotpSetup,
  turnOffTotp,
  updateEmail,
  updateUserPassword,
} from '../contract/user';
import { DEMO_PASSWORD } from '../mocks/db/seed';
import { totpCode } from '../rules/second-factor';
import { STEP_UP_WINDOW_SECONDS } from '../rules/step-up';
import { moveHourlyClock } from './hourly-contract';
import { expectApiError, type Session } from './session';
import type { ContractTarget } from './target';
import { freshAccountWithPassword } from './fresh-account';

const PASSWORD = DEMO_PASSWORD;
const STEP_MS = 30_000;

/** The calls that need a fresh proof on the session, each with an input it would otherwise take. */
const sessionStepUps = (session: Session) => [
  () => session.client.call(updateUserPassword, { body: { password: PASSWORD, password2: PASSWORD } }),
  () => session.client.call(updateEmail, { body: { email: 'step-up-new@contract.test' } }),
  () => session.client.call(fetchStripeAccountLink, { query: { link_type: 'account_onboarding' } }),
  () => session.client.call(startTotpSetup),
  () => session.client.call(startPasskeyRegistration),
  () =>
    session.client.call(createAccessToken, {
      body: { name: 'Dashboard', scopes: ['request:read'], expires_in_days: 30 },
    }),
];

/**
 * STEP-UP (decision 1026): a session older than 10 minutes since its last proof is refused the
 * calls that change how the account is reached or paid, until confirm-its-you takes a factor code
 * (or the password, without a factor). The test clock stands in for the 10 minutes.
 */
export function describeUserStepUpContract(target: ContractTarget) {
  describe('user: step-up', () => {
    const later = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
    /** Moves the clock past the window `times` over (from now), so the last proof is stale. */
    const stale = (times = 1) => moveHourlyClock(target, later(times * (STEP_UP_WINDOW_SECONDS + 60)));
    afterEach(() => moveHourlyClock(target, null));

    it('refuses each step-up call on a stale session, and a password confirms an account without a factor', async () => {
      const { session } = await freshAccountWithPassword(target, 'step-up');
      await stale();
      for (const call of sessionStepUps(session)) {
        const refused = await expectApiError(call(), 403, 'STEP_UP_REQUIRED');
        expect(refused.userMessage).toBe("Confirm it's you: enter your password, then try again.");
      }
      const wrong = await expectApiError(
        session.client.call(confirmItsYou, { body: { password: 'not-it-at-all' } }),
        400,
        'PASSWORD_MISMATCH',
        ['password', 'tries_left'],
      );
      expect(wrong.userMessage).toMatch(/^Wrong password\. \d+ tries left\.$/);
      // A code is not what this account confirms with.
      await expectApiError(
        session.client.call(confirmItsYou, { body: { code: '123456' } }),
        400,
        'VALIDATION_FAILED',
        ['password'],
      );
      const confirmed = await session.client.call(confirmItsYou, { body: { password: PASSWORD } });
      expect(confirmed.confirmed_with).toBe('password');
      expect(new Date(confirmed.confirmed_until).getTime()).toBeGreaterThan(Date.now());
      await expect(
        session.client.call(updateUserPassword, { body: { password: PASSWORD, password2: PASSWORD } }),
      ).resolves.toEqual({ signin_result: expect.any(Number) });
    });

    it('asks an account with a factor for a code of it, and a factor code in a call is its own proof', async () => {
      const { session } = await freshAccountWithPassword(target, 'step-up-factor');
      const { secret } = await session.client.call(startTotpSetup);
      const { recovery_codes } = await session.client.call(confirmTotpSetup, {
        body: { code: totpCode(secret) },
      });
      await stale();
      const refused = await expectApiError(
        session.client.call(updateUserPassword, { body: { password: PASSWORD, password2: PASSWORD } }),
        403,
        'STEP_UP_REQUIRED',
      );
      expect(refused.userMessage).toMatch(/authenticator app/);
      await expectApiError(
        session.client.call(confirmItsYou, { body: { password: PASSWORD } }),
        400,
        'VALIDATION_FAILED',
        ['code'],
      );
      const confirmed = await session.client.call(confirmItsYou, {
        body: { code: totpCode(secret, Date.now() + STEP_MS) },
      });
      expect(confirmed.confirmed_with).toBe('factor');
      await expect(
        session.client.call(updateUserPassword, { body: { password: PASSWORD, password2: PASSWORD } }),
      ).resolves.toEqual({ signin_result: expect.any(Number) });

      // Turning the factor off carries its own code: a stale session with a right code may.
      await stale(2);
      await expectApiError(
        session.client.call(updateEmail, { body: { email: 'step-up-new@contract.test' } }),
        403,
        'STEP_UP_REQUIRED',
      );
      await expect(session.client.call(turnOffTotp, { body: { code: recovery_codes[0]! } })).resolves.toEqual(
        {
          ok: true,
        },
      );
    });
  });
}
