import { afterAll, describe, expect, it } from 'vitest';

import { closePages, openPage } from './browser';
import { webUrl } from './server';

afterAll(closePages);

describe('limits that hold, against the real API (decision 1010)', () => {
  it('the contact form says how long to wait once a sender went over the limit', async () => {
    // An address of its own (the proxy passes X-Forwarded-For on), so no other file's count is touched.
    const address = { 'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 250)}` };
    const email = `limited-${Date.now()}@example.com`;
    const page = await openPage('/contact');
    await page.setExtraHTTPHeaders(address);
    const message = {
      name: 'Grace Hopper',
      email,
      topic: 'hiring',
      message: 'We would like to hire three providers.',
    };
    for (let sent = 0; sent < 5; sent += 1) {
      const answer = await page.request.post(new URL('/api/site/send-contact-message', webUrl()).toString(), {
        data: message,
        headers: address,
      });
      expect(answer.status()).toBe(200);
    }
    await page.getByLabel(/Your name/).fill('Grace Hopper');
    await page.getByLabel(/Email/).fill(email);
    await page.getByLabel(/Message/).fill('One more message, over the limit.');
    const refused = page.waitForResponse((response) =>
      response.url().includes('/api/site/send-contact-message'),
    );
    await page.getByRole('button', { name: 'Send message' }).click();
    const answer = await refused;
    expect(answer.status()).toBe(429);
    const wait = Number(answer.headers()['retry-after']);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(answer.headers()['x-ratelimit-remaining']).toBe('0');
    await page.getByText(/^Too many tries\. Try again in (1 hour|60 minutes)\.$/).waitFor();
    await page.screenshot({ path: '/tmp/rate-limited-contact.png', fullPage: true });
  });
});
