import { describe, expect, it } from 'vitest';

import { SigninStep } from '../constants';
import {
  confirmTotpSetup,
  fetchSecondFactor,
  regenerateRecoveryCodes,
  signinWithEmailAndPassword,
  signinWithSecondFactor,
  startTotpSetup,
  turnOffTotp,
} from '../contract/user';
import { DEMO_PASSWORD } from '../mocks/db/seed';
import { RECOVERY_CODE_COUNT, totpCode } from '../rules/second-factor';
import { needsSecondFactor } from '../rules/signin-answer';
import { createGuestClient, createSession, expectApiError } from './session';
import { freshAccountWithPassword } from './fresh-account';
import type { ContractTarget } from './target';

const PASSWORD = DEMO_PASSWORD;
const STEP_MS = 30_000;

/** SECOND-FACTOR (decision 1024): an authenticator app, recovery codes, and the sign-in step they add. */
export function describeUserFactorContract(target: ContractTarget) {
  describe('user: second factor', () => {
    const freshAccount = () => freshAccountWithPassword(target, 'factor');

    /** The first step of a sign-in: the password, answered with a ticket for the second factor. */
    async function ticketFor(email: string) {
      const answer = await createGuestClient(target).call(signinWithEmailAndPassword, {
        body: { email, password: PASSWORD },
      });
      expect(answer.signin_result).toBe(SigninStep.SECOND_FACTOR_REQUIRED);
      if (!needsSecondFactor(answer)) throw new Error('expected a ticket, not tokens');
      expect(answer).not.toHaveProperty('access_token');
      return answer.factor_ticket;
    }

    const secondStep = (email: string, factorTicket: string, code: string) =>
      createGuestClient(target).call(signinWithSecondFactor, {
        body: { email, factor_ticket: factorTicket, code },
      });

    it('turns on with a code of the shown key, asks for it at sign-in, and spends recovery codes once', async () => {
      const { session, email } = await freshAccount();
      await expect(session.client.call(fetchSecondFactor)).resolves.toEqual({
        totp_on: false,
        turned_on_at: null,
        recovery_codes_left: 0,
      });
      const { secret, otpauth_uri } = await session.client.call(startTotpSetup);
      expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
      expect(otpauth_uri).toContain(`secret=${secret}`);
      // Nothing is on before a code confirms the key: a sign-in still answers tokens.
      const before = await createGuestClient(target).call(signinWithEmailAndPassword, {
        body: { email, password: PASSWORD },
      });
      expect(needsSecondFactor(before)).toBe(false);

      const wrongSetup = await expectApiError(
        session.client.call(confirmTotpSetup, { body: { code: 'abcdef' } }),
        400,
        'INVALID_AUTH_CODE',
        ['code', 'tries_left'],
      );
      expect(wrongSetup.userMessage).toMatch(/^Wrong code\. \d+ tries left\.$/);
      const confirmCode = totpCode(secret);
      const { recovery_codes } = await session.client.call(confirmTotpSetup, {
        body: { code: confirmCode },
      });
      expect(recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
      expect(new Set(recovery_codes).size).toBe(RECOVERY_CODE_COUNT);
      const on = await session.client.call(fetchSecondFactor);
      expect(on).toMatchObject({ totp_on: true, recovery_codes_left: RECOVERY_CODE_COUNT });
      expect(on.turned_on_at).toEqual(expect.any(String));
      await expectApiError(session.client.call(startTotpSetup), 409, 'CONFLICT');

      // Password, then a wrong code: refused with the tries left, one fewer each time.
      const ticket = await ticketFor(email);
      const first = await expectApiError(secondStep(email, ticket, '12345x'), 400, 'INVALID_AUTH_CODE', [
        'tries_left',
      ]);
      const left = Number(first.fields.tries_left);
      expect(first.userMessage).toBe(`Wrong code. ${left} tries left.`);
      // The code used to turn the factor on does not sign in again; the next step's code does.
      const again = await expectApiError(secondStep(email, ticket, confirmCode), 400, 'INVALID_AUTH_CODE');
      expect(Number(again.fields.tries_left)).toBe(left - 1);
      const signedIn = await secondStep(email, ticket, totpCode(secret, Date.now() + STEP_MS));
      expect(signedIn.access_token).toEqual(expect.any(String));
      expect(signedIn.recovery_codes_left).toBeUndefined();
      await expect(createSession(target, signedIn).client.call(fetchSecondFactor)).resolves.toMatchObject({
        totp_on: true,
      });
      // A ticket signs in once.
      await expectApiError(secondStep(email, ticket, recovery_codes[0]!), 400, 'VALIDATION_FAILED', [
        'factor_ticket',
      ]);

      // A recovery code (any case) signs in once and says how many remain.
      const withRecovery = await secondStep(email, await ticketFor(email), recovery_codes[1]!.toUpperCase());
      expect(withRecovery.recovery_codes_left).toBe(RECOVERY_CODE_COUNT - 1);
      // Spent: refused wherever it is typed (here in the settings, so this email keeps its tries).
      await expectApiError(
        session.client.call(turnOffTotp, { body: { code: recovery_codes[1]! } }),
        400,
        'INVALID_AUTH_CODE',
      );
    });

    it('regenerates the recovery codes (the old ones stop working) and turns off with a code', async () => {
      const { session, email } = await freshAccount();
      const { secret } = await session.client.call(startTotpSetup);
      const { recovery_codes: old } = await session.client.call(confirmTotpSetup, {
        body: { code: totpCode(secret) },
      });
      const { recovery_codes: fresh } = await session.client.call(regenerateRecoveryCodes, {
        body: { code: old[0]! },
      });
      expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
      expect(fresh).not.toContain(old[1]);
      await expectApiError(
        session.client.call(turnOffTotp, { body: { code: old[1]! } }),
        400,
        'INVALID_AUTH_CODE',
      );
      await expect(session.client.call(turnOffTotp, { body: { code: fresh[0]! } })).resolves.toEqual({
        ok: true,
      });
      await expect(session.client.call(fetchSecondFactor)).resolves.toMatchObject({ totp_on: false });
      const answer = await createGuestClient(target).call(signinWithEmailAndPassword, {
        body: { email, password: PASSWORD },
      });
      expect(needsSecondFactor(answer)).toBe(false);
      await expectApiError(
        session.client.call(regenerateRecoveryCodes, { body: { code: fresh[1]! } }),
        409,
        'CONFLICT',
      );
    });
  });
}
