import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createRequest } from '@lancer/api/contract/request';
import { afterAll, describe, expect, it } from 'vitest';

import { apiClientFor } from './api-client';
import { closePages } from './browser';
import { signInAs } from './signin-helpers';

const shot = (name: string) => `test-results/e2e/webhooks-${name}.png`;

type Received = { path: string; headers: IncomingHttpHeaders; body: string };
let receiver: Server | undefined;
afterAll(async () => {
  await closePages();
  await new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve(undefined)));
});

const received: Received[] = [];
let origin: Promise<string> | undefined;

/**
 * The integrator's endpoint: a real HTTP server on this machine (E2E_WEBHOOK_PORT and the worker's
 * number, or a free port), started once per file, that records what it is sent and answers 200.
 * Each test has its own path: its URL, and the hits sent to it.
 */
async function startReceiver(path: string) {
  origin ??= new Promise<string>((resolve) => {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        received.push({ path: request.url ?? '', headers: request.headers, body });
        response.writeHead(200).end();
      });
    });
    const base = process.env.E2E_WEBHOOK_PORT;
    const port = base ? Number(base) + Number(process.env.VITEST_POOL_ID ?? 1) : 0;
    server.listen(port, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
    receiver = server;
  });
  return {
    url: `${await origin}${path}`,
    hits: () => received.filter((hit) => hit.path === path),
  };
}

/** The receiver's check, as docs/integrate.md writes it: any `v1` (two after a roll) will do. */
function signatureValid(header: string, body: string, secret: string) {
  const parts = header.split(',').map((part) => part.split('=') as [string, string]);
  const timestamp = parts.find(([name]) => name === 't')?.[1];
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex'));
  return parts.some(
    ([name, value]) =>
      name === 'v1' && value.length === expected.length && timingSafeEqual(Buffer.from(value), expected),
  );
}

describe('webhooks against the real server (decision 1808)', () => {
  // proves: WEBHOOK-SIGNED
  it('the client registers an endpoint in the settings; Ada sends a proposal in her browser; the endpoint gets it once, signed, and the log says 200', async () => {
    const { url, hits } = await startReceiver('/lancer-events');
    const word = `hook${Date.now().toString(36)}`;
    const grace = await apiClientFor('client@lancer.test');
    const job = await grace.call(createRequest, {
      body: {
        title: `Webhook ${word} booking page`,
        description_html: `<p>A booking page for the ${word} salon.</p>`,
        category: 'Web development',
        skills: ['React'],
        budget_type: 'fixed',
        budget_min_cents: 50_000,
        budget_max_cents: 90_000,
        expected_duration: '1_to_4_weeks',
      },
    });

    // The client adds the endpoint in the login settings and copies its secret, shown once.
    const client = await signInAs('client@lancer.test', { at: '/login/webhooks' });
    await client.getByRole('heading', { name: 'New endpoint' }).waitFor();
    await client.getByLabel('Endpoint URL').fill(url);
    await client.getByRole('checkbox', { name: 'Proposal received' }).click();
    await client.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = (await client.getByLabel('The signing secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    const endpoints = client.getByRole('list', { name: 'Webhook endpoints' });
    await endpoints.getByText(url).waitFor();
    await client.screenshot({ path: shot('registered'), fullPage: true });

    // Ada, in her own browser, sends a proposal on the job.
    const ada = await signInAs('ada@lancer.test', { at: `/make-proposal/${job.id}/new` });
    await ada.getByLabel(/^Price/).fill('800');
    await ada.getByLabel(/^Duration in days/).fill('14');
    await ada.getByLabel('Title of milestone 1').fill('The booking page');
    await ada.getByLabel('Amount of milestone 1').fill('800');
    await ada.getByLabel('Due date of milestone 1').fill('2030-01-10');
    await ada.getByRole('button', { name: 'Send proposal' }).click();
    await ada.getByRole('heading', { name: 'Proposal sent' }).waitFor();

    // The endpoint gets the event within seconds of the commit, signed with the secret.
    await expect.poll(() => hits().length, { timeout: 10_000 }).toBe(1);
    const [hit] = hits();
    expect(hit!.headers['lancer-event']).toBe('proposal_received');
    expect(signatureValid(String(hit!.headers['lancer-signature']), hit!.body, secret)).toBe(true);
    expect(signatureValid(String(hit!.headers['lancer-signature']), hit!.body, `${secret}0`)).toBe(false);
    const event = JSON.parse(hit!.body);
    expect(event).toMatchObject({
      type: 'proposal_received',
      data: { title: `Webhook ${word} booking page`, subject: { request_id: job.id } },
    });

    // The client's log shows it delivered with the receiver's 200, under the id the receiver got.
    await client.getByRole('button', { name: `Deliveries of ${url}` }).click();
    const log = client.getByRole('list', { name: `Recent deliveries to ${url}` });
    const delivered = log.getByRole('listitem').first();
    await delivered.getByText('Delivered').waitFor();
    await expect(delivered.textContent()).resolves.toMatch(/Proposal received.*HTTP 200 · 1 attempt/);
    await client.screenshot({ path: shot('delivered'), fullPage: true });
    // Sent once: nothing more arrives.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(hits()).toHaveLength(1);
    expect(hit!.headers['idempotency-key']).toBeTruthy();
  });

  it('the client sends her endpoint a test event, then rolls its secret keeping the previous one a day: the next ping verifies with both', async () => {
    const { url, hits } = await startReceiver('/lancer-tests');
    const client = await signInAs('client@lancer.test', { at: '/login/webhooks' });
    await client.getByRole('heading', { name: 'New endpoint' }).waitFor();
    await client.getByLabel('Endpoint URL').fill(url);
    await client.getByRole('checkbox', { name: 'Payment released' }).click();
    await client.getByRole('button', { name: 'Add endpoint' }).click();
    const first = (await client.getByLabel('The signing secret').textContent())!.trim();
    const endpoint = client
      .getByRole('list', { name: 'Webhook endpoints' })
      .getByRole('listitem')
      .filter({ hasText: url });
    await endpoint.waitFor();

    // A test event: a ping, signed with the secret, first in the endpoint's log.
    await endpoint.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => hits().length, { timeout: 10_000 }).toBe(1);
    const [ping] = hits();
    expect(ping!.headers['lancer-event']).toBe('ping');
    expect(JSON.parse(ping!.body)).toMatchObject({
      type: 'ping',
      data: { title: 'A test event from Lancer' },
    });
    expect(signatureValid(String(ping!.headers['lancer-signature']), ping!.body, first)).toBe(true);
    // The log opens with it, and tells its outcome without a reload.
    const log = client.getByRole('list', { name: `Recent deliveries to ${url}` });
    await log.getByRole('listitem').first().getByText('Delivered').waitFor();
    await expect(log.getByRole('listitem').first().textContent()).resolves.toContain('Test event (ping)');

    // The secret rolled, the previous one signing on for 24 hours: the new one is shown once.
    await endpoint.getByRole('button', { name: 'Roll secret' }).click();
    const dialog = client.getByRole('alertdialog', { name: 'Roll the signing secret' });
    await dialog.getByRole('radio', { name: '24 hours' }).check();
    await dialog.getByRole('button', { name: 'Roll secret' }).click();
    const second = (await client.getByLabel('The signing secret').textContent())!.trim();
    expect(second).toMatch(/^whsec_/);
    expect(second).not.toBe(first);
    await client.screenshot({ path: shot('rolled'), fullPage: true });

    // The next delivery carries both signatures: a receiver on either secret accepts it.
    await endpoint.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => hits().length, { timeout: 10_000 }).toBe(2);
    const after = hits()[1]!;
    const header = String(after.headers['lancer-signature']);
    expect(header.match(/v1=/g)).toHaveLength(2);
    expect(signatureValid(header, after.body, second)).toBe(true);
    expect(signatureValid(header, after.body, first)).toBe(true);
    await client.screenshot({ path: shot('pinged-after-roll'), fullPage: true });
  });
});
