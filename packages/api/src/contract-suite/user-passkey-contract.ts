import { describe, expect, it } from 'vitest';

import { SigninStep } from '../constants';
import {
  confirmTotpSetup,
  fetchPasskeys,
  fetchProfile,
  finishPasskeyRegistration,
  removePasskey,
  signinWithEmailAndPassword,
  signinWithPasskey,
  startPasskeyRegistration,
  startPasskeySignin,
  startTotpSetup,
  updateUserPassword,
} from '../contract/user';
import { DEMO_PASSWORD } from '../mocks/db/seed';
import { totpCode } from '../rules/second-factor';
import { STEP_UP_WINDOW_SECONDS } from '../rules/step-up';
import { moveHourlyClock } from './hourly-contract';
import { needsSecondFactor } from '../rules/signin-answer';
import { createGuestClient, createSession, expectApiError, type Session } from './session';
import { softwarePasskey } from './software-authenticator';
import { freshAccountWithPassword } from './fresh-account';
import type { ContractTarget } from './target';

/** The page the calls come from: a browser names it in the Origin header (decision 1025). */
export const PAGE = 'http://localhost:5173';

/**
 * The target, its requests sent from a page at `origin` as a browser's are. Read through, not
 * copied: a server target learns its address only when it starts.
 */
export function fromPage(target: ContractTarget, origin: string): ContractTarget {
  const fetchFromPage: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('origin', origin);
    const send = target.fetch ?? globalThis.fetch;
    return send(input, { ...init, headers });
  };
  return new Proxy(target, {
    get: (plain, key) => (key === 'fetch' ? fetchFromPage : Reflect.get(plain, key)),
  });
}

/**
 * PASSKEYS (decision 1025): registration and sign-in with a software authenticator's real
 * signatures. The server checks them with its WebAuthn library; the mocks check what they can
 * without one (challenge, type, origin, relying party hash, known passkey, counter).
 */
export function describeUserPasskeyContract(plainTarget: ContractTarget) {
  const target = fromPage(plainTarget, PAGE);
  describe('user: passkeys', () => {
    const freshAccount = () => freshAccountWithPassword(target, 'passkey');

    async function addPasskey(session: Session, name: string) {
      const authenticator = await softwarePasskey(PAGE);
      const { options } = await session.client.call(startPasskeyRegistration);
      const added = await session.client.call(finishPasskeyRegistration, {
        body: { name, response: await authenticator.register(options) },
      });
      return { authenticator, added };
    }

    const passkeySignin = async (
      authenticator: Awaited<ReturnType<typeof softwarePasskey>>,
      signCount?: number,
      pageOrigin?: string,
    ) => {
      const guest = createGuestClient(target);
      const { options } = await guest.call(startPasskeySignin);
      return guest.call(signinWithPasskey, {
        body: { response: await authenticator.signIn(options, signCount, pageOrigin) },
      });
    };

    it('adds a named passkey, signs in with it (no password, no second factor), and lists its use', async () => {
      const { session, email } = await freshAccount();
      await expect(session.client.call(fetchPasskeys)).resolves.toEqual({ passkeys: [] });
      const { authenticator, added } = await addPasskey(session, '  Work laptop  ');
      expect(added).toMatchObject({ name: 'Work laptop', last_used_at: null });
      expect(added.created_at).toEqual(expect.any(String));

      // An authenticator app on too: the passkey is both factors, so tokens come at once.
      const { secret } = await session.client.call(startTotpSetup);
      await session.client.call(confirmTotpSetup, { body: { code: totpCode(secret) } });
      const withPassword = await createGuestClient(target).call(signinWithEmailAndPassword, {
        body: { email, password: DEMO_PASSWORD },
      });
      expect(needsSecondFactor(withPassword)).toBe(true);

      const signedIn = await passkeySignin(authenticator);
      expect(signedIn.signin_type).toBe(SigninStep.PASSKEY);
      expect(signedIn.access_token).toEqual(expect.any(String));
      const profile = await createSession(target, signedIn).client.call(fetchProfile);
      expect(profile.account.basic.email.address).toBe(email);
      const [listed] = (await session.client.call(fetchPasskeys)).passkeys;
      expect(listed).toMatchObject({ id: added.id, name: 'Work laptop' });
      expect(listed!.last_used_at).toEqual(expect.any(String));
    });

    it('a passkey sign-in is a fresh proof for the calls that need one (STEP-UP)', async () => {
      const { session } = await freshAccount();
      const { authenticator } = await addPasskey(session, 'Desk key');
      const setPassword = (on: Session) =>
        on.client.call(updateUserPassword, { body: { password: DEMO_PASSWORD, password2: DEMO_PASSWORD } });
      await moveHourlyClock(
        target,
        new Date(Date.now() + (STEP_UP_WINDOW_SECONDS + 60) * 1000).toISOString(),
      );
      try {
        await expectApiError(setPassword(session), 403, 'STEP_UP_REQUIRED');
        const signedIn = createSession(target, await passkeySignin(authenticator));
        await expect(setPassword(signedIn)).resolves.toEqual({ signin_result: expect.any(Number) });
      } finally {
        await moveHourlyClock(target, null);
      }
    });

    it('refuses a used challenge, a counter that went back, another origin, and a host not allowed', async () => {
      const { session } = await freshAccount();
      const { authenticator } = await addPasskey(session, 'Phone');
      const guest = createGuestClient(target);
      const { options } = await guest.call(startPasskeySignin);
      const answer = await authenticator.signIn(options);
      await guest.call(signinWithPasskey, { body: { response: answer } });
      // The same answer again: its challenge was spent.
      await expectApiError(
        guest.call(signinWithPasskey, { body: { response: answer } }),
        400,
        'VALIDATION_FAILED',
      );
      // A cloned key: its counter at or below the stored one.
      await expectApiError(passkeySignin(authenticator, 1), 400, 'VALIDATION_FAILED');
      // Signed for another page than the one that asked.
      await expectApiError(
        passkeySignin(authenticator, 10, 'https://lancer.evil.test'),
        400,
        'VALIDATION_FAILED',
      );
      await expect(passkeySignin(authenticator, 11)).resolves.toMatchObject({
        signin_type: SigninStep.PASSKEY,
      });
      // A page on a host that is not a relying party gets no options.
      const elsewhere = createGuestClient(fromPage(plainTarget, 'https://lancer.example'));
      await expectApiError(elsewhere.call(startPasskeySignin), 400, 'VALIDATION_FAILED');
    });

    it('removes a passkey (it signs in no more); another account cannot remove it', async () => {
      const { session } = await freshAccount();
      const { authenticator, added } = await addPasskey(session, 'Old key');
      const other = await freshAccount();
      await expectApiError(
        other.session.client.call(removePasskey, { body: { id: added.id } }),
        404,
        'NOT_FOUND',
      );
      await expect(session.client.call(removePasskey, { body: { id: added.id } })).resolves.toEqual({
        ok: true,
      });
      await expect(session.client.call(fetchPasskeys)).resolves.toEqual({ passkeys: [] });
      await expectApiError(passkeySignin(authenticator), 400, 'VALIDATION_FAILED');
      // The same authenticator twice on one account is refused.
      const again = await addPasskey(session, 'Key');
      const { options } = await session.client.call(startPasskeyRegistration);
      await expectApiError(
        session.client.call(finishPasskeyRegistration, {
          body: { name: 'Twice', response: await again.authenticator.register(options) },
        }),
        409,
        'CONFLICT',
      );
    });
  });
}
