import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEVICE_ID_HEADER } from '@lancer/api/rules/new-device';

import { knownDevices, mailOutbox, notifications } from '../../src/db/schema';
import { createScratchDatabase } from '../helpers/postgres';
import { call, createTestApp, signUp, withLimits, type TestApp } from '../helpers/test-app';

const SUBJECT = 'New sign-in to your account';
const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PASSWORD = 'correct-horse-1';

let devices = 0;
/** A device id of the web app's shape (32 hex digits), new each time. */
const newDevice = () => `${Date.now().toString(16)}${(devices += 1).toString(16)}`.padEnd(32, 'a');

/** A password sign-in from a device (its id, if any, and user agent) and an address. */
async function signInFrom(
  app: TestApp,
  email: string,
  from: { deviceId?: string; userAgent?: string; ip?: string } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/signin/signin-with-email-and-password',
    payload: { email, password: PASSWORD },
    headers: {
      ...(from.deviceId ? { [DEVICE_ID_HEADER]: from.deviceId } : {}),
      ...(from.userAgent ? { 'user-agent': from.userAgent } : {}),
    },
    remoteAddress: from.ip ?? '127.0.0.1',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { access_token: string; refresh_token: string; identity: string };
}

const alertsOf = (app: TestApp, userId: string) =>
  app.services.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.kind, 'new_device_signin')));

const alertMailsTo = async (app: TestApp, email: string) =>
  (await app.services.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).filter(
    (mail) => mail.subject === SUBJECT || mail.subject === '你的账户有新的登录',
  );

/** The mails after the commit go out on their own: wait for `count` of them. */
async function waitForAlertMails(app: TestApp, email: string, count: number) {
  for (let tries = 0; tries < 100; tries += 1) {
    const mails = await alertMailsTo(app, email);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${email} did not get ${count} new-device mails`);
}

/** The caller's own session id, as the devices list marks "this device". */
async function sessionOf(app: TestApp, token: string) {
  const { body } = await call(app, 'GET', '/api/user/device/fetch-signed-in-devices', { token });
  return (body.devices as { id: string; current: boolean }[]).find((device) => device.current)!.id;
}

describe('new-device alerts (NEW-DEVICE-ALERT, decision 1027)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ notificationMailEveryMs: 0 });
  }, 240_000);
  afterAll(() => app.close());

  // proves: NEW-DEVICE-ALERT
  it('the first sign-in tells nobody; a known device tells nobody; a refresh tells nobody', async () => {
    const email = 'known-device@example.com';
    const { userId, refreshToken } = await signUp(app, email, PASSWORD);
    expect(await alertsOf(app, userId)).toEqual([]);
    const laptop = newDevice();
    // The same client again (no device id, the same user agent), then a refresh.
    await signInFrom(app, email);
    await call(app, 'POST', '/api/user/signin/refresh-token', { body: { refresh_token: refreshToken } });
    expect(await alertsOf(app, userId)).toEqual([]);
    // A new device tells once; the same device id again does not, even with another user agent.
    await signInFrom(app, email, { deviceId: laptop, userAgent: chromeOnWindows });
    await signInFrom(app, email, { deviceId: laptop, userAgent: safariOnIphone });
    expect(await alertsOf(app, userId)).toHaveLength(1);
    await waitForAlertMails(app, email, 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await alertMailsTo(app, email)).toHaveLength(1);
    // The device id is kept only hashed.
    const kept = await app.services.db.select().from(knownDevices).where(eq(knownDevices.userId, userId));
    expect(kept).toHaveLength(2);
    expect(JSON.stringify(kept)).not.toContain(laptop);
  });

  // proves: NEW-DEVICE-ALERT
  it('a new device: one notification and one mail saying the device, the address, the time and where to end that session', async () => {
    const email = 'new-device@example.com';
    const { userId, token } = await signUp(app, email, PASSWORD);
    const sent: { subject: string; headers?: Record<string, string> }[] = [];
    const real = app.services.mail;
    app.services.mail = { send: (mail) => (sent.push(mail), real.send(mail)) };
    try {
      const before = Date.now();
      const phone = await signInFrom(app, email, {
        deviceId: newDevice(),
        userAgent: safariOnIphone,
        ip: '203.0.113.7',
      });
      const phoneSession = await sessionOf(app, phone.access_token);
      const [alert, ...more] = await alertsOf(app, userId);
      expect(more).toEqual([]);
      expect(alert).toMatchObject({
        kind: 'new_device_signin',
        actorId: null,
        title: 'Safari on iOS',
        subject: { signin: { session_id: phoneSession, browser: 'Safari', os: 'iOS', ip: '203.0.113.7' } },
        mail: 'now',
      });
      // On the bell of the devices already signed in.
      const listed = await call(app, 'GET', '/api/notification/fetch-notifications', {
        token,
        query: { kind: 'new_device_signin' },
      });
      expect(listed.body.items).toHaveLength(1);
      expect(
        (await call(app, 'GET', '/api/notification/fetch-unread-count', { token })).body.unread_count,
      ).toBe(1);

      const [mail] = await waitForAlertMails(app, email, 1);
      expect(mail!.subject).toBe('New sign-in to your account');
      expect(mail!.body).toContain('Device: Safari on iOS');
      expect(mail!.body).toContain('Address (approximate place): 203.0.113.7');
      const time = mail!.body.match(/Time: (\d{4}-\d{2}-\d{2} \d{2}:\d{2}) UTC/)![1]!;
      expect(Math.abs(Date.parse(`${time.replace(' ', 'T')}:00Z`) - before)).toBeLessThan(2 * 60_000);
      expect(mail!.body).toContain(
        `Not you? End that session: ${app.services.config.webUrl.replace(/\/$/, '')}/login/devices?session=${phoneSession}`,
      );
      // A security mail cannot be turned off: no unsubscribe link, no one-click headers.
      expect(mail!.body).not.toContain('/unsubscribe?token=');
      expect(sent.find((item) => item.subject === SUBJECT)?.headers).toBeUndefined();
    } finally {
      app.services.mail = real;
    }
  });

  // proves: NEW-DEVICE-ALERT
  it('mails in the language of the settings, whatever channel was asked for the others; a device named by nothing is known by its browser and system', async () => {
    const email = 'new-device-zh@example.com';
    const { userId, token } = await signUp(app, email, PASSWORD);
    await call(app, 'POST', '/api/notification/change-notification-settings', {
      token,
      body: { language: 'zh', channels: [{ kind: 'proposal_received', channel: 'off' }] },
    });
    // No device id: Chrome on Windows is new to an account that signed up from a script.
    await signInFrom(app, email, { userAgent: chromeOnWindows });
    await signInFrom(app, email, { userAgent: chromeOnWindows.replace('131.0.0.0', '132.0.0.0') });
    expect(await alertsOf(app, userId)).toHaveLength(1);
    const [mail] = await waitForAlertMails(app, email, 1);
    expect(mail!.subject).toBe('你的账户有新的登录');
    expect(mail!.body).toContain('设备：Windows 上的 Chrome');
    expect(mail!.body).toContain('不是你？结束该会话：');
  });
});

const scratch = await createScratchDatabase();

describe.skipIf('skip' in scratch)('new-device alerts at once on PostgreSQL (NEW-DEVICE-ALERT)', () => {
  let app: TestApp;
  beforeAll(async () => {
    if ('skip' in scratch) return;
    app = await createTestApp({
      databaseUrl: scratch.url,
      logLevel: 'error',
      notificationMailEveryMs: 0,
      ...withLimits({ signin: { address: 100_000, email: 100_000 } }),
    });
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    if (!('skip' in scratch)) await scratch.drop();
  });

  // proves: NEW-DEVICE-ALERT
  it('eight sign-ins at once from one new device tell once; two new devices at once tell twice', async () => {
    const email = 'racing-device@example.com';
    const { userId } = await signUp(app, email, PASSWORD);
    const device = newDevice();
    const sessions = await Promise.all(
      Array.from({ length: 8 }, () =>
        signInFrom(app, email, { deviceId: device, userAgent: chromeOnWindows }),
      ),
    );
    expect(new Set(sessions.map((session) => session.refresh_token)).size).toBe(8);
    expect(await alertsOf(app, userId)).toHaveLength(1);
    await waitForAlertMails(app, email, 1);

    await Promise.all([
      signInFrom(app, email, { deviceId: newDevice(), userAgent: safariOnIphone }),
      signInFrom(app, email, { deviceId: newDevice(), userAgent: safariOnIphone }),
    ]);
    expect(await alertsOf(app, userId)).toHaveLength(3);
    await waitForAlertMails(app, email, 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await alertMailsTo(app, email)).toHaveLength(3);
  });

  // proves: NEW-DEVICE-ALERT
  it('an account with no device known yet (from before alerts): of two new devices at once, the later one tells', async () => {
    const email = 'racing-first@example.com';
    const { userId } = await signUp(app, email, PASSWORD);
    for (let round = 0; round < 4; round += 1) {
      await app.services.db.delete(knownDevices).where(eq(knownDevices.userId, userId));
      const before = (await alertsOf(app, userId)).length;
      await Promise.all([
        signInFrom(app, email, { deviceId: newDevice(), userAgent: chromeOnWindows }),
        signInFrom(app, email, { deviceId: newDevice(), userAgent: safariOnIphone }),
      ]);
      // The account's row taken one at a time: the first is its first device, the second is new to it.
      expect((await alertsOf(app, userId)).length - before).toBe(1);
    }
  });
});
