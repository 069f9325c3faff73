import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SigninStep } from '@lancer/api/constants';

import { mailOutbox } from '../../src/db/schema';
import { startSmtpSink } from '../helpers/smtp-sink';
import { call, createTestApp, type TestApp } from '../helpers/test-app';

const trySignin = (app: TestApp, email: string) =>
  call(app, 'POST', '/api/user/signin/try-signin-with-email', { body: { email, host: 'lancer.test' } });

const outboxFor = (app: TestApp, email: string) =>
  app.services.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

describe('mail through SMTP (SMTP_URL set)', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await createTestApp({ smtpUrl: sink.url, mailFrom: 'Lancer <no-reply@lancer.test>' });
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  it('sends the sign-in code to the relay and records it', async () => {
    const tried = await trySignin(app, 'smtp.person@example.com');
    expect(tried.body).toEqual({ signin_type: SigninStep.EMAIL_NOT_ASSOCIATED_WITH_USER });

    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail!.from).toBe('<no-reply@lancer.test>');
    expect(mail!.to).toEqual(['<smtp.person@example.com>']);
    expect(mail!.data).toMatch(/^Subject: Your Lancer sign-in code$/m);
    const code = mail!.data.match(/Your code is (\d{6})\./)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const [stored] = await outboxFor(app, 'smtp.person@example.com');
    expect(stored?.body).toContain(code);

    const signed = await call(app, 'POST', '/api/user/signin/signin-with-email-and-code', {
      body: { email: 'smtp.person@example.com', code, host: 'lancer.test' },
    });
    expect(signed.status).toBe(200);
  });
});

describe('mail through SMTP when the relay refuses', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink({ refuse: true });
    app = await createTestApp({ smtpUrl: sink.url });
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  it('answers 503 MAIL_NOT_SENT with a clear message, and records nothing as sent', async () => {
    const tried = await trySignin(app, 'refused@example.com');
    expect(tried.status).toBe(503);
    expect(tried.body.error).toEqual({
      code: 'MAIL_NOT_SENT',
      message: 'We could not send the email just now. Try again in a minute.',
    });
    expect(await outboxFor(app, 'refused@example.com')).toHaveLength(0);
  });
});

describe('mail through SMTP when no relay listens', () => {
  let app: TestApp;
  beforeAll(async () => {
    const gone = await startSmtpSink();
    await gone.close();
    app = await createTestApp({ smtpUrl: gone.url });
  });
  afterAll(() => app.close());

  it('answers 503 MAIL_NOT_SENT instead of failing the request', async () => {
    const tried = await trySignin(app, 'nobody.listens@example.com');
    expect(tried.status).toBe(503);
    expect(tried.body.error.code).toBe('MAIL_NOT_SENT');
  });
});
