import { describe, expect, it } from 'vitest';

import {
  changeNotificationSettings,
  fetchNotifications,
  fetchNotificationSettings,
} from '../contract/notification';
import {
  confirmTotpSetup,
  fetchSignedInDevices,
  finishPasskeyRegistration,
  signinWithEmailAndCode,
  signinWithEmailAndPassword,
  signinWithPasskey,
  signinWithSecondFactor,
  signOutDevice,
  startPasskeyRegistration,
  startPasskeySignin,
  startTotpSetup,
  trySigninWithEmail,
} from '../contract/user';
import { DEMO_PASSWORD } from '../mocks/db/seed';
import { totpCode } from '../rules/second-factor';
import { needsSecondFactor, signedInOnly } from '../rules/signin-answer';
import { freshAccountWithPassword } from './fresh-account';
import { createGuestClient, createSession, expectApiError, type Session } from './session';
import { softwarePasskey } from './software-authenticator';
import type { ContractTarget } from './target';
import { fromPage, PAGE } from './user-passkey-contract';

const SUBJECT = 'New sign-in to your account';

/** A device id of the web app's shape, one per name and run. */
const deviceNamed = (name: string) => `contract-${name}-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** The account's new-device alerts, newest first. */
const alertsOf = async (session: Session) =>
  (await session.client.call(fetchNotifications, { query: { kind: 'new_device_signin', page_size: 50 } }))
    .items;

/** The session a client's own token is ("this device" of its devices list). */
async function sessionIdOf(session: Session) {
  const { devices } = await session.client.call(fetchSignedInDevices);
  return devices.find((device) => device.current)!.id;
}

/** NEW-DEVICE-ALERT (decision 1027): a sign-in from a device the account has not used tells it. */
export function describeUserNewDeviceContract(plainTarget: ContractTarget) {
  // From a page, as a browser's calls come: a passkey is made for it (decision 1025).
  const target = fromPage(plainTarget, PAGE);
  describe('user: new-device alerts', () => {
    /** The account's new-device mails so far (none when the target cannot read its outbox). */
    const alertMails = async (email: string) =>
      ((await target.mailsTo?.(email)) ?? []).filter((mail) => mail.subject === SUBJECT);

    const signInWithPassword = async (email: string, deviceId?: string) =>
      createSession(
        target,
        signedInOnly(
          await createGuestClient(target, deviceId).call(signinWithEmailAndPassword, {
            body: { email, password: DEMO_PASSWORD },
          }),
        ),
      );

    // proves: NEW-DEVICE-ALERT
    it('tells nobody of the first sign-in, nor of the same device again; a new device tells once, on the bell and by mail', async () => {
      const { session: first, email } = await freshAccountWithPassword(target, 'new-device');
      // The account's first sign-in (the sign-up) and a sign-in from the same client tell nothing.
      const again = await signInWithPassword(email);
      expect(await alertsOf(first)).toEqual([]);
      expect(await alertMails(email)).toEqual([]);

      const laptop = deviceNamed('laptop');
      const fromLaptop = await signInWithPassword(email, laptop);
      const laptopSession = await sessionIdOf(fromLaptop);
      const [alert, ...more] = await alertsOf(again);
      expect(more).toEqual([]);
      expect(alert).toMatchObject({
        kind: 'new_device_signin',
        actor: null,
        read_at: null,
        subject: { signin: { session_id: laptopSession } },
      });
      expect(alert!.subject.signin).toEqual({
        session_id: laptopSession,
        browser: expect.any(String),
        os: expect.any(String),
        ip: expect.any(String),
      });

      // The same device again: nothing more.
      await signInWithPassword(email, laptop);
      expect(await alertsOf(first)).toHaveLength(1);

      if (target.mailsTo) {
        let mails = await alertMails(email);
        for (let tries = 0; mails.length === 0 && tries < 50; tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          mails = await alertMails(email);
        }
        expect(mails).toHaveLength(1);
        expect(mails[0]!.text).toContain(`/login/devices?session=${encodeURIComponent(laptopSession)}`);
        expect(mails[0]!.text).toMatch(/Not you\? End that session/);
        expect(mails[0]!.text).not.toMatch(/\/unsubscribe\?token=/);
      }
    });

    // proves: NEW-DEVICE-ALERT
    it('tells of a sign-in by mailed code from a new device; its session can be ended from the devices list', async () => {
      const { session: first, email } = await freshAccountWithPassword(target, 'new-device-code');
      const phone = createGuestClient(target, deviceNamed('phone'));
      await phone.call(trySigninWithEmail, { body: { email, method: 'code', host: 'contract.test' } });
      const mailed = ((await target.mailsTo?.(email)) ?? [])
        .map((mail) => mail.text.match(/\b(\d{6})\b/)?.[1])
        .filter(Boolean)
        .at(-1);
      const fromPhone = createSession(
        target,
        signedInOnly(
          await phone.call(signinWithEmailAndCode, {
            body: { email, code: mailed ?? '123456', host: 'contract.test' },
          }),
        ),
      );
      const phoneSession = await sessionIdOf(fromPhone);
      const [alert] = await alertsOf(first);
      expect(alert?.subject.signin?.session_id).toBe(phoneSession);

      // "Not you? End that session": the session it names is signed out from the first device.
      await first.client.call(signOutDevice, { params: { id: phoneSession } });
      await expectApiError(fromPhone.client.refresh(), 401, 'REFRESH_TOKEN_INVALID');
    });

    // proves: NEW-DEVICE-ALERT
    it('tells once the second factor is given, of the session it starts; not at the first step', async () => {
      const { session: first, email } = await freshAccountWithPassword(target, 'new-device-factor');
      const { secret } = await first.client.call(startTotpSetup);
      await first.client.call(confirmTotpSetup, { body: { code: totpCode(secret) } });
      const tablet = createGuestClient(target, deviceNamed('tablet'));
      const answer = await tablet.call(signinWithEmailAndPassword, {
        body: { email, password: DEMO_PASSWORD },
      });
      if (!needsSecondFactor(answer)) throw new Error('a second factor was expected');
      expect(await alertsOf(first)).toEqual([]);
      const fromTablet = createSession(
        target,
        await tablet.call(signinWithSecondFactor, {
          body: { email, factor_ticket: answer.factor_ticket, code: totpCode(secret, Date.now() + 30_000) },
        }),
      );
      const alerts = await alertsOf(first);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.subject.signin?.session_id).toBe(await sessionIdOf(fromTablet));
    });

    // proves: NEW-DEVICE-ALERT
    it('tells of a passkey sign-in from a new device, and not of one from a device it knows', async () => {
      const { session: first, email } = await freshAccountWithPassword(target, 'new-device-passkey');
      const authenticator = await softwarePasskey(PAGE);
      const { options } = await first.client.call(startPasskeyRegistration);
      await first.client.call(finishPasskeyRegistration, {
        body: { name: 'Key', response: await authenticator.register(options) },
      });
      const withPasskey = async (deviceId: string) => {
        const guest = createGuestClient(target, deviceId);
        const { options: challenge } = await guest.call(startPasskeySignin);
        return createSession(
          target,
          await guest.call(signinWithPasskey, { body: { response: await authenticator.signIn(challenge) } }),
        );
      };
      const desk = deviceNamed('desk');
      // The desk is known once a password sign-in came from it (which told, as it was new then).
      await signInWithPassword(email, desk);
      expect(await alertsOf(first)).toHaveLength(1);
      await withPasskey(desk);
      expect(await alertsOf(first)).toHaveLength(1);
      const kiosk = await withPasskey(deviceNamed('kiosk'));
      const alerts = await alertsOf(first);
      expect(alerts).toHaveLength(2);
      expect(alerts[0]!.subject.signin?.session_id).toBe(await sessionIdOf(kiosk));
    });

    // proves: NEW-DEVICE-ALERT
    it('mails the alert whatever the settings: its channel is mail and cannot be changed', async () => {
      const { session } = await freshAccountWithPassword(target, 'new-device-settings');
      const settings = await session.client.call(fetchNotificationSettings);
      expect(settings.channels.find((item) => item.kind === 'new_device_signin')?.channel).toBe('mail');
      await expectApiError(
        session.client.call(changeNotificationSettings, {
          body: { channels: [{ kind: 'new_device_signin', channel: 'off' }] },
        }),
        400,
        'VALIDATION_FAILED',
        ['channels'],
      );
      // Naming it with its own channel changes nothing and is taken.
      const same = await session.client.call(changeNotificationSettings, {
        body: { channels: [{ kind: 'new_device_signin', channel: 'mail' }] },
      });
      expect(same.channels.find((item) => item.kind === 'new_device_signin')?.channel).toBe('mail');
    });
  });
}
