import { describe, expect, it } from 'vitest';

import { loadConfig } from '../../src/config';
import { call, createTestApp } from '../helpers/test-app';

const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
const smtp = { SMTP_URL: 'smtp://relay.internal:25' };

// Decision 1000: production runs on a real payment provider and real mail, or says so in words.
describe('production settings: nothing pretends', () => {
  it('refuses simulated payments unless PAYMENTS=sandbox, naming the variables', () => {
    expect(() => loadConfig({ ...production, ...smtp })).toThrow(
      /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set.*PAYMENTS=sandbox/,
    );
    expect(() => loadConfig({ ...production, ...smtp, STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(
      'STRIPE_WEBHOOK_SECRET must be set in production when STRIPE_SECRET_KEY is',
    );
    expect(loadConfig({ ...production, ...smtp, PAYMENTS: 'sandbox' }).stripeSecretKey).toBeUndefined();
  });

  it('refuses mail written only to the log unless MAIL=log, naming the variables', () => {
    expect(() => loadConfig({ ...production, ...stripe })).toThrow(/SMTP_URL must be set.*MAIL=log/);
    const logged = loadConfig({ ...production, ...stripe, SMTP_URL: 'smtp://x', MAIL: 'log' });
    expect(logged.smtpUrl).toBeUndefined();
    expect(loadConfig({ ...production, ...stripe, ...smtp }).stripeSecretKey).toBe('sk_live_x');
  });

  it('refuses words it does not know, and PAYMENTS=stripe without keys even outside production', () => {
    expect(() => loadConfig({ PAYMENTS: 'fake' })).toThrow(
      'PAYMENTS must be "stripe" or "sandbox" (it is "fake")',
    );
    expect(() => loadConfig({ MAIL: 'none' })).toThrow('MAIL must be "smtp" or "log" (it is "none")');
    expect(() => loadConfig({ PAYMENTS: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ MAIL: 'smtp' })).toThrow(/SMTP_URL/);
  });

  it('refuses the test clock in production (decision 1400)', () => {
    expect(() => loadConfig({ ...production, ...stripe, ...smtp, TEST_CLOCK: '1' })).toThrow(
      'TEST_CLOCK is for tests only and cannot be set in production',
    );
    expect(loadConfig({ TEST_CLOCK: '1' }).testClock).toBe(true);
    expect(loadConfig({}).testClock).toBe(false);
  });

  it('the dev form still needs no keys: sandbox payments and the log', () => {
    const dev = loadConfig({});
    expect(dev.stripeSecretKey).toBeUndefined();
    expect(dev.smtpUrl).toBeUndefined();
  });

  it('fetch-sandbox tells a guest what the server pretends', async () => {
    const pretending = await createTestApp();
    expect((await call(pretending, 'GET', '/api/site/fetch-sandbox')).body).toEqual({
      payments_simulated: true,
      mail_not_sent: true,
    });
    await pretending.close();
    const real = await createTestApp({
      stripeSecretKey: 'sk_test_x',
      stripeWebhookSecret: 'whsec_x',
      smtpUrl: 'smtp://127.0.0.1:1',
    });
    expect((await call(real, 'GET', '/api/site/fetch-sandbox')).body).toEqual({
      payments_simulated: false,
      mail_not_sent: false,
    });
    await real.close();
  });
});
