import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { mailOutbox } from '../../src/db/schema';
import { sendDigests } from '../../src/notification/notification-mail';
import { createScratchDatabase } from '../helpers/postgres';
import { jobBody, ok, proposalBody, signUpTokens } from '../helpers/start-project';
import { call, createTestApp, type TestApp } from '../helpers/test-app';

/** The notification mails an address got (not its sign-in code). */
const mailsTo = async (app: TestApp, email: string) =>
  (await app.services.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).filter(
    (mail) => !mail.subject.includes('sign-in code'),
  );

async function waitForMails(app: TestApp, email: string, count: number) {
  for (let tries = 0; tries < 100; tries += 1) {
    const mails = await mailsTo(app, email);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${email} did not get ${count} mails`);
}

const setChannel = (app: TestApp, token: string, kind: string, channel: string, language = 'en') =>
  ok(app, '/api/notification/change-notification-settings', token, {
    language,
    channels: [{ kind, channel }],
  });

describe('notification mail at once (NOTIFY-MAIL, decision 1220)', () => {
  let app: TestApp;
  let client: string;
  let provider: string;
  beforeAll(async () => {
    app = await createTestApp({ notificationMailEveryMs: 0 });
    [client, provider] = await signUpTokens(app, 'mail-client@example.com', 'mail-provider@example.com');
  }, 240_000);
  afterAll(() => app.close());

  // proves: NOTIFY-MAIL, NOTIFY-UNSUBSCRIBE
  it("mails in the recipient's language with one-click headers, and the one-click POST unsubscribes", async () => {
    const sent: { headers?: Record<string, string> }[] = [];
    const real = app.services.mail;
    app.services.mail = { send: (mail) => (sent.push(mail), real.send(mail)) };
    await setChannel(app, client, 'proposal_received', 'mail', 'zh');
    const request = await ok(app, '/api/request/create-request', client, jobBody({ title: '数据看板' }));
    await ok(app, '/api/proposal/create-proposal', provider, proposalBody(request.id));

    const [mail] = await waitForMails(app, 'mail-client@example.com', 1);
    expect(mail!.subject).toContain('对“数据看板”提交了方案');
    expect(mail!.body).toContain('不再接收此类邮件');
    const link = mail!.body.match(/https?:\/\/\S+\/unsubscribe\?token=(\S+)/)!;
    const token = decodeURIComponent(link[1]!);
    expect(sent[0]!.headers).toEqual({
      'List-Unsubscribe': `<${app.services.config.publicUrl.replace(/\/$/, '')}/api/notification/unsubscribe-mail?token=${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // A tampered token is refused with its field; the mail client's form-encoded POST works, unsigned-in.
    const forged = await call(app, 'POST', '/api/notification/unsubscribe-mail', {
      query: { token: `${token.split('.')[0]}.AAAA` },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error.fields.token).toMatch(/not valid/);
    const oneClick = await app.inject({
      method: 'POST',
      url: `/api/notification/unsubscribe-mail?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ kind: 'proposal_received' });
    const settings = (
      await call(app, 'GET', '/api/notification/fetch-notification-settings', { token: client })
    ).body;
    expect(
      settings.channels.find((item: { kind: string }) => item.kind === 'proposal_received').channel,
    ).toBe('in_app');

    // The next proposal reaches the bell, not the mailbox.
    const second = await ok(app, '/api/request/create-request', client, jobBody({ title: 'Quiet now' }));
    await ok(app, '/api/proposal/create-proposal', provider, proposalBody(second.id));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(app, 'mail-client@example.com')).toHaveLength(1);
    app.services.mail = real;
  });
});

const scratch = await createScratchDatabase();

describe.skipIf('skip' in scratch)(
  'the daily digest on two instances (NOTIFY-DIGEST-ONCE, decision 1220)',
  () => {
    const instances: TestApp[] = [];
    afterAll(async () => {
      for (const app of instances) await app.close();
      if (!('skip' in scratch)) await scratch.drop();
    });

    // proves: NOTIFY-DIGEST-ONCE
    it('sends one digest per user and day when two instances run the job at once, and none after a restart', async () => {
      if ('skip' in scratch) return;
      const start = () => createTestApp({ databaseUrl: scratch.url, notificationMailEveryMs: 0 });
      const a = await start();
      const b = await start();
      instances.push(a, b);
      const [client, provider] = await signUpTokens(
        a,
        'digest-client@example.com',
        'digest-provider@example.com',
      );
      await setChannel(a, client!, 'proposal_received', 'digest');
      for (const title of ['Digest one', 'Digest two']) {
        const request = await ok(a, '/api/request/create-request', client!, jobBody({ title }));
        await ok(b, '/api/proposal/create-proposal', provider!, proposalBody(request.id));
      }
      // Today's notifications wait for tomorrow's digest.
      expect(await sendDigests(a.services)).toBe(0);
      const tomorrow = new Date(Date.now() + 24 * 3600_000);
      const runs = await Promise.all([
        sendDigests(a.services, tomorrow),
        sendDigests(b.services, tomorrow),
        sendDigests(a.services, tomorrow),
        sendDigests(b.services, tomorrow),
      ]);
      expect(runs.reduce((sum, n) => sum + n, 0)).toBe(1);
      const digests = await a.services.db
        .select()
        .from(mailOutbox)
        .where(
          and(eq(mailOutbox.recipient, 'digest-client@example.com'), like(mailOutbox.subject, '%digest%')),
        );
      expect(digests).toHaveLength(1);
      expect(digests[0]!.subject).toBe('Your Lancer digest: 2 notifications');
      expect(digests[0]!.body).toMatch(/Digest one[\s\S]*Digest two/);

      // A restarted instance the same day finds the day taken; nothing is left for the day after.
      const restarted = await start();
      instances.push(restarted);
      expect(await sendDigests(restarted.services, tomorrow)).toBe(0);
      expect(await sendDigests(restarted.services, new Date(tomorrow.getTime() + 24 * 3600_000))).toBe(0);
      expect(await mailsTo(a, 'digest-client@example.com')).toHaveLength(1);
    }, 240_000);
  },
);
