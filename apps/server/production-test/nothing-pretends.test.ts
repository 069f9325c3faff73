/**
 * Nothing pretends in production (decision 1000): the built server, started as production starts
 * it, refuses simulated payments and log-only mail unless the operator says so in words, and then
 * tells every visitor (the site's sandbox call, which the web app's banner reads).
 */
import { afterEach, describe, expect, it } from 'vitest';

import { startInstance, waitFor, type Instance } from './cluster';

const PORT = Number(process.env.CLUSTER_PORT ?? 4260) + 20;
/** Its own in-memory database; no demo data. */
const base = { DATA_DIR: 'memory://', SEED_DEMO: 'never' };
const realPayments = { STRIPE_SECRET_KEY: 'sk_live_unused', STRIPE_WEBHOOK_SECRET: 'whsec_unused' };

describe('production start: real payments and real mail, or said in words', () => {
  let instance: Instance | undefined;
  afterEach(async () => {
    if (instance && instance.child.exitCode === null) {
      instance.child.kill('SIGTERM');
      await instance.exited;
    }
    instance = undefined;
  });

  const refusal = async (env: Record<string, string>) => {
    instance = startInstance(PORT, { ...base, ...env });
    const code = await Promise.race([
      instance.exited,
      new Promise((resolve) => setTimeout(() => resolve('still running'), 20_000)),
    ]);
    return { code, log: instance.log() };
  };

  it('refuses to start on simulated payments without PAYMENTS=sandbox, naming the variables', async () => {
    const { code, log } = await refusal({ PAYMENTS: '', MAIL: 'log' });
    expect(code).not.toBe(0);
    expect(code).not.toBe('still running');
    expect(log).toContain('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set');
    expect(log).toContain('PAYMENTS=sandbox');
  });

  it('refuses to start with mail written only to the log without MAIL=log, naming the variables', async () => {
    const { code, log } = await refusal({ ...realPayments, PAYMENTS: '', MAIL: '' });
    expect(code).not.toBe(0);
    expect(code).not.toBe('still running');
    expect(log).toContain('SMTP_URL must be set');
    expect(log).toContain('MAIL=log');
  });

  it('refuses a word it does not know', async () => {
    const { code, log } = await refusal({ PAYMENTS: 'fake', MAIL: 'log' });
    expect(code).not.toBe(0);
    expect(log).toContain('PAYMENTS must be "stripe" or "sandbox" (it is "fake")');
  });

  it('starts with PAYMENTS=sandbox MAIL=log and says so to every visitor', async () => {
    instance = startInstance(PORT, { ...base, PAYMENTS: 'sandbox', MAIL: 'log' });
    await waitFor(instance);
    const sandbox = await fetch(`${instance.url}/api/site/fetch-sandbox`);
    expect(sandbox.status).toBe(200);
    expect(await sandbox.json()).toEqual({ payments_simulated: true, mail_not_sent: true });
  });

  it('PAYMENTS=sandbox wins over Stripe keys: the payments still say they are simulated', async () => {
    instance = startInstance(PORT, { ...base, ...realPayments, PAYMENTS: 'sandbox', MAIL: 'log' });
    await waitFor(instance);
    const sandbox = await fetch(`${instance.url}/api/site/fetch-sandbox`);
    expect(await sandbox.json()).toEqual({ payments_simulated: true, mail_not_sent: true });
  });
});
