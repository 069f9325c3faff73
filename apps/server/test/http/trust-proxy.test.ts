import { afterAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../../src/config';
import { call, createTestApp, type TestApp } from '../helpers/test-app';

/** 130 sign-in starts, each with another email and another forwarded address 10.0.x.y. */
const signInStarts = (app: TestApp) =>
  Promise.all(
    Array.from({ length: 130 }, (_, n) =>
      call(app, 'POST', '/api/user/signin/try-signin-with-email', {
        body: { email: `forwarded-${n}@example.com`, host: 'lancer.test' },
        headers: { 'x-forwarded-for': `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}` },
      }),
    ),
  );

describe('the client address: forwarded headers only from the proxies TRUST_PROXY names', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  // proves: TRUST-PROXY
  it('by default trusts no X-Forwarded-For: 130 sign-in starts from one address get the 101st refused', async () => {
    const app = await createTestApp();
    apps.push(app);
    const answers = await signInStarts(app);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(100);
    expect(refused).toHaveLength(30);
    expect(refused[0]!.body.error.message).toMatch(/^Too many sign-in attempts from this address\./);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('with TRUST_PROXY=127.0.0.1 counts the address the proxy forwarded', async () => {
    const app = await createTestApp({ trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy });
    apps.push(app);
    const answers = await signInStarts(app);
    expect(answers.map((answer) => answer.status).filter((status) => status !== 200)).toEqual([]);
    // One forwarded address is still counted on its own.
    const same = await Promise.all(
      Array.from({ length: 101 }, (_, n) =>
        call(app, 'POST', '/api/user/signin/try-signin-with-email', {
          body: { email: `same-address-${n}@example.com`, host: 'lancer.test' },
          headers: { 'x-forwarded-for': '203.0.113.50' },
        }),
      ),
    );
    expect(same.filter((answer) => answer.status === 429)).toHaveLength(1);
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses and CIDR ranges, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1 ,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be a number of proxies/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/"10.0.0.0\/33" is not/);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });
});
