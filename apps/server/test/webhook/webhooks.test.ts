import { createHmac, timingSafeEqual } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { webhookDeliveries, webhookEndpoints } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { deleteOldWebhookDeliveries, sendDueWebhooks } from '../../src/webhook/webhook-sender';
import { jobBody, ok, proposalBody, threeParties } from '../helpers/start-project';
import { call, type TestApp } from '../helpers/test-app';
import { startWebhookReceiver } from '../helpers/webhook-receiver';

/**
 * The receiver's check of a delivery, written from the documented format, not the server's code:
 * any of the header's `v1` signatures (two while a rolled secret's predecessor signs) will do.
 */
function verify(header: string, body: string, secret: string) {
  const parts = header.split(',').map((part) => part.split('=') as [string, string]);
  const timestamp = parts.find(([name]) => name === 't')?.[1];
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  const signatures = parts.filter(([name]) => name === 'v1').map(([, value]) => value);
  return (
    signatures.some(
      (signature) =>
        signature.length === expected.length &&
        timingSafeEqual(Buffer.from(expected), Buffer.from(signature)),
    ) && Math.abs(Date.now() / 1000 - Number(timestamp)) < 300
  );
}

const signaturesIn = (header: string) => header.split(',').filter((part) => part.startsWith('v1=')).length;

const base = '/api/webhook';

describe('webhooks (decision 1808)', () => {
  let app: TestApp;
  let client: string;
  let provider: string;
  let stranger: string;
  beforeAll(async () => {
    ({ app, client, provider, stranger } = await threeParties('hook-'));
  }, 240_000);
  afterAll(() => app.close());

  const register = async (url: string, events = ['proposal_received']) =>
    ok(app, `${base}/create-webhook-endpoint`, client, { url, events });
  const deliveriesOf = async (endpointId: string, token = client) =>
    call(app, 'GET', `${base}/fetch-webhook-deliveries`, { token, query: { endpoint_id: endpointId } });
  const propose = async () => {
    const request = await ok(app, '/api/request/create-request', client, jobBody({ title: 'Webhook job' }));
    await ok(app, '/api/proposal/create-proposal', provider, proposalBody(request.id));
    return request.id as string;
  };

  // proves: WEBHOOK-SIGNED
  it('sends a signed event after the commit, with its delivery id as Idempotency-Key, and logs the 200', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { endpoint, secret } = await register(receiver.url);
      expect(secret).toMatch(/^whsec_[\w-]{43}$/);
      expect(endpoint).toMatchObject({ url: receiver.url, events: ['proposal_received'], enabled: true });
      expect(endpoint.secret_hint).toBe(secret.slice(0, 10));
      const listed = await call(app, 'GET', `${base}/fetch-webhook-endpoints`, { token: client });
      expect(JSON.stringify(listed.body)).not.toContain(secret);

      const requestId = await propose();
      const [hit] = await receiver.waitFor(1);
      expect(hit!.headers['content-type']).toBe('application/json');
      expect(hit!.headers['lancer-event']).toBe('proposal_received');
      expect(verify(String(hit!.headers['lancer-signature']), hit!.body, secret)).toBe(true);
      expect(verify(String(hit!.headers['lancer-signature']), `${hit!.body} `, secret)).toBe(false);
      expect(verify(String(hit!.headers['lancer-signature']), hit!.body, `${secret}x`)).toBe(false);
      const event = JSON.parse(hit!.body);
      expect(event).toMatchObject({
        type: 'proposal_received',
        data: { title: 'Webhook job', subject: { request_id: requestId } },
      });

      await expect
        .poll(async () => (await deliveriesOf(endpoint.id)).body.deliveries[0]?.status)
        .toBe('succeeded');
      const [logged] = (await deliveriesOf(endpoint.id)).body.deliveries;
      expect(logged).toMatchObject({
        id: hit!.headers['idempotency-key'],
        event_id: event.id,
        event: 'proposal_received',
        attempts: 1,
        response_status: 200,
        error: null,
        next_attempt_at: null,
      });
      // Sent once: another round finds nothing due.
      expect(await sendDueWebhooks(app.services, new Date(Date.now() + 3600_000))).toBe(0);
      expect(receiver.hits).toHaveLength(1);
      await ok(app, `${base}/update-webhook-endpoint`, client, { endpoint_id: endpoint.id, enabled: false });
    } finally {
      await receiver.close();
    }
  });

  // proves: WEBHOOK-RETRY
  it('retries a failed delivery with backoff and the same id and body, and a resend sends it once more', async () => {
    const receiver = await startWebhookReceiver((nth) => (nth === 1 ? 503 : 200));
    try {
      const { endpoint, secret } = await register(receiver.url);
      await propose();
      await receiver.waitFor(1);
      // The claim counts the attempt before the POST: wait for its answer to be written.
      await expect
        .poll(async () => (await deliveriesOf(endpoint.id)).body.deliveries[0]?.response_status)
        .toBe(503);
      const [failed] = (await deliveriesOf(endpoint.id)).body.deliveries;
      expect(failed).toMatchObject({
        status: 'pending',
        response_status: 503,
        error: 'The receiver answered 503',
      });
      const wait = Date.parse(failed.next_attempt_at) - Date.parse(failed.last_attempt_at);
      expect(wait).toBeGreaterThanOrEqual(29_000);
      expect(wait).toBeLessThanOrEqual(31_000);

      // Not due before its time; due after it.
      expect(await sendDueWebhooks(app.services, new Date(Date.parse(failed.next_attempt_at) - 1_000))).toBe(
        0,
      );
      expect(await sendDueWebhooks(app.services, new Date(Date.parse(failed.next_attempt_at) + 1))).toBe(1);
      const [first, second] = receiver.hits;
      expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
      expect(second!.body).toBe(first!.body);
      expect(verify(String(second!.headers['lancer-signature']), second!.body, secret)).toBe(true);
      const [delivered] = (await deliveriesOf(endpoint.id)).body.deliveries;
      expect(delivered).toMatchObject({
        status: 'succeeded',
        attempts: 2,
        response_status: 200,
        error: null,
      });

      const resent = await ok(app, `${base}/resend-webhook-delivery`, client, {
        endpoint_id: endpoint.id,
        delivery_id: delivered.id,
      });
      expect(resent).toMatchObject({ id: delivered.id, status: 'pending' });
      const third = (await receiver.waitFor(3))[2]!;
      expect(third.headers['idempotency-key']).toBe(delivered.id);
      await ok(app, `${base}/update-webhook-endpoint`, client, { endpoint_id: endpoint.id, enabled: false });
    } finally {
      await receiver.close();
    }
  });

  // proves: WEBHOOK-RETRY
  it('gives a delivery up after its last attempt', async () => {
    const receiver = await startWebhookReceiver(() => 500);
    try {
      const { endpoint } = await register(receiver.url);
      await propose();
      await receiver.waitFor(1);
      await expect
        .poll(async () => (await deliveriesOf(endpoint.id)).body.deliveries[0]?.response_status)
        .toBe(500);
      let at = Date.now();
      for (let attempt = 2; attempt <= 8; attempt += 1) {
        at += 7 * 3600_000;
        expect(await sendDueWebhooks(app.services, new Date(at))).toBe(1);
      }
      const [given] = (await deliveriesOf(endpoint.id)).body.deliveries;
      expect(given).toMatchObject({
        status: 'failed',
        attempts: 8,
        response_status: 500,
        next_attempt_at: null,
      });
      expect(await sendDueWebhooks(app.services, new Date(at + 30 * 3600_000))).toBe(0);
      expect(receiver.hits).toHaveLength(8);
      await ok(app, `${base}/update-webhook-endpoint`, client, { endpoint_id: endpoint.id, enabled: false });
    } finally {
      await receiver.close();
    }
  });

  it('sends a ping, signed as every event, to an endpoint whatever kinds it takes', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { endpoint, secret } = await register(receiver.url, ['milestone_paid']);
      const ping = await ok(app, `${base}/send-webhook-test-event`, client, { endpoint_id: endpoint.id });
      const [hit] = await receiver.waitFor(1);
      expect(hit!.headers['lancer-event']).toBe('ping');
      expect(hit!.headers['idempotency-key']).toBe(ping.id);
      expect(verify(String(hit!.headers['lancer-signature']), hit!.body, secret)).toBe(true);
      expect(JSON.parse(hit!.body)).toMatchObject({
        id: ping.event_id,
        type: 'ping',
        data: { title: 'A test event from Lancer', subject: {} },
      });
      await expect
        .poll(async () => (await deliveriesOf(endpoint.id)).body.deliveries[0])
        .toMatchObject({ id: ping.id, event: 'ping', status: 'succeeded', response_status: 200 });
      await ok(app, `${base}/update-webhook-endpoint`, client, { endpoint_id: endpoint.id, enabled: false });
      const refused = await call(app, 'POST', `${base}/send-webhook-test-event`, {
        token: client,
        body: { endpoint_id: endpoint.id },
      });
      expect(refused.status).toBe(409);
      expect(receiver.hits).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('a rolled secret signs from then on; the previous one beside it until its hours pass', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { endpoint, secret: first } = await register(receiver.url, ['milestone_paid']);
      const pinged = async (count: number) => {
        await ok(app, `${base}/send-webhook-test-event`, client, { endpoint_id: endpoint.id });
        const hit = (await receiver.waitFor(count))[count - 1]!;
        return { header: String(hit.headers['lancer-signature']), body: hit.body };
      };
      const { secret: second } = await ok(app, `${base}/roll-webhook-secret`, client, {
        endpoint_id: endpoint.id,
        previous_expires_in_hours: 24,
      });
      const during = await pinged(1);
      expect(signaturesIn(during.header)).toBe(2);
      expect(verify(during.header, during.body, second)).toBe(true);
      expect(verify(during.header, during.body, first)).toBe(true);

      // The overlap over: the previous secret no longer signs.
      await app.services.db
        .update(webhookEndpoints)
        .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(webhookEndpoints.id, endpoint.id));
      const after = await pinged(2);
      expect(signaturesIn(after.header)).toBe(1);
      expect(verify(after.header, after.body, second)).toBe(true);
      expect(verify(after.header, after.body, first)).toBe(false);
      const listed = await call(app, 'GET', `${base}/fetch-webhook-endpoints`, { token: client });
      expect(listed.body.endpoints.find((one: { id: string }) => one.id === endpoint.id)).toMatchObject({
        secret_hint: second.slice(0, 10),
        previous_secret_expires_at: null,
      });

      // Rolled with no overlap: only the newest signs at once.
      const { secret: third } = await ok(app, `${base}/roll-webhook-secret`, client, {
        endpoint_id: endpoint.id,
        previous_expires_in_hours: 0,
      });
      const atOnce = await pinged(3);
      expect(signaturesIn(atOnce.header)).toBe(1);
      expect(verify(atOnce.header, atOnce.body, third)).toBe(true);
      expect(verify(atOnce.header, atOnce.body, second)).toBe(false);
      await ok(app, `${base}/update-webhook-endpoint`, client, { endpoint_id: endpoint.id, enabled: false });
    } finally {
      await receiver.close();
    }
  });

  it('deletes the deliveries done more than 30 days ago, keeping the pending and the recent', async () => {
    const { endpoint } = await register('http://127.0.0.1:9/retention', ['milestone_paid']);
    await ok(app, `${base}/update-webhook-endpoint`, client, { endpoint_id: endpoint.id, enabled: false });
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000);
    const row = (status: 'pending' | 'succeeded' | 'failed', createdAt: Date) => ({
      id: newId(),
      endpointId: endpoint.id,
      event: 'ping' as const,
      payload: '{}',
      status,
      createdAt,
    });
    const rows = [
      row('succeeded', daysAgo(31)),
      row('failed', daysAgo(40)),
      row('pending', daysAgo(45)),
      row('succeeded', daysAgo(29)),
    ];
    await app.services.db.insert(webhookDeliveries).values(rows);
    expect(await deleteOldWebhookDeliveries(app.services)).toBe(2);
    const left = await app.services.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(left.map((one) => one.id).sort()).toEqual([rows[2]!.id, rows[3]!.id].sort());
  });

  it('a disabled endpoint is sent nothing; enabled again, what waited goes out', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { endpoint } = await register(receiver.url, ['proposal_received', 'message_received']);
      await ok(app, `${base}/update-webhook-endpoint`, client, { endpoint_id: endpoint.id, enabled: false });
      await propose();
      expect((await deliveriesOf(endpoint.id)).body.deliveries).toEqual([]);
      // A delivery written before the endpoint was disabled waits while it is.
      const [row] = await app.services.db.select().from(webhookDeliveries).limit(1);
      await app.services.db.insert(webhookDeliveries).values({
        id: newId(),
        endpointId: endpoint.id,
        event: 'proposal_received',
        payload: row!.payload,
      });
      expect(await sendDueWebhooks(app.services)).toBe(0);
      const enabled = await ok(app, `${base}/update-webhook-endpoint`, client, {
        endpoint_id: endpoint.id,
        enabled: true,
        events: ['message_received', 'proposal_received'],
      });
      expect(enabled).toMatchObject({ enabled: true, events: ['proposal_received', 'message_received'] });
      await receiver.waitFor(1);
      await ok(app, `${base}/update-webhook-endpoint`, client, { endpoint_id: endpoint.id, enabled: false });
    } finally {
      await receiver.close();
    }
  });

  // proves: WEBHOOK-PRIVATE
  it("a stranger can neither see nor change another's endpoint or its deliveries", async () => {
    const { endpoint } = await register('https://hooks.example.com/lancer');
    const id = endpoint.id as string;
    const theirs = await call(app, 'GET', `${base}/fetch-webhook-endpoints`, { token: stranger });
    expect(theirs.body.endpoints.map((one: { id: string }) => one.id)).not.toContain(id);
    expect((await deliveriesOf(id, stranger)).status).toBe(404);
    for (const [method, path, input] of [
      ['POST', 'update-webhook-endpoint', { body: { endpoint_id: id, enabled: false } }],
      ['POST', 'resend-webhook-delivery', { body: { endpoint_id: id, delivery_id: 'x' } }],
      ['DELETE', 'delete-webhook-endpoint', { query: { endpoint_id: id } }],
    ] as const) {
      const answer = await call(app, method, `${base}/${path}`, { token: stranger, ...input });
      expect(answer.status, path).toBe(404);
    }
    const [still] = await app.services.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(still!.disabledAt).toBeNull();
    // A personal access token, whatever its scopes, cannot register an endpoint (sessions only).
    const token = await ok(app, '/api/user/access-token/create-access-token', client, {
      name: 'Script',
      scopes: ['user:write', 'request:write'],
      expires_in_days: 7,
    });
    const refused = await call(app, 'POST', `${base}/create-webhook-endpoint`, {
      token: token.secret,
      body: { url: 'https://evil.example.com/', events: ['proposal_received'] },
    });
    expect(refused.status).toBe(403);
    const deleted = await call(app, 'DELETE', `${base}/delete-webhook-endpoint`, {
      token: client,
      query: { endpoint_id: id },
    });
    expect(deleted.status).toBe(200);
    expect((await deliveriesOf(id)).status).toBe(404);
  });
});

describe('webhook endpoints on private addresses (WEBHOOK_ALLOW_PRIVATE off, as in production)', () => {
  let app: TestApp;
  let client: string;
  let provider: string;
  beforeAll(async () => {
    ({ app, client, provider } = await threeParties('ssrf-'));
    app.services.config.webhookAllowPrivate = false;
  }, 240_000);
  afterAll(() => app.close());

  // proves: WEBHOOK-SSRF
  it.each([
    ['http://hooks.example.com/', 'The endpoint must use https://'],
    ['https://127.0.0.1/hook', 'The endpoint must be on a public address'],
    ['https://10.1.2.3/hook', 'The endpoint must be on a public address'],
    ['https://169.254.169.254/latest/meta-data', 'The endpoint must be on a public address'],
    ['https://[::1]/hook', 'The endpoint must be on a public address'],
    ['https://localhost/hook', 'The endpoint must be on a public address'],
    ['https://user:pw@hooks.example.com/', 'The URL cannot carry a user name or password'],
  ])('refuses %s', async (url, message) => {
    const refused = await call(app, 'POST', '/api/webhook/create-webhook-endpoint', {
      token: client,
      body: { url, events: ['proposal_received'] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ url: message });
  });

  // proves: WEBHOOK-SSRF
  it('refuses at send time a name that resolves to a private address', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { endpoint } = await ok(app, '/api/webhook/create-webhook-endpoint', client, {
        url: 'https://hooks.example.com/lancer',
        events: ['proposal_received'],
      });
      // As if the name had been pointed at this machine after it was registered.
      await app.services.db
        .update(webhookEndpoints)
        .set({ url: `http://localhost:${receiver.port}/hooks/lancer` })
        .where(eq(webhookEndpoints.id, endpoint.id));
      const request = await ok(app, '/api/request/create-request', client, jobBody());
      await ok(app, '/api/proposal/create-proposal', provider, proposalBody(request.id));
      await expect
        .poll(async () => {
          const log = await call(app, 'GET', '/api/webhook/fetch-webhook-deliveries', {
            token: client,
            query: { endpoint_id: endpoint.id },
          });
          return log.body.deliveries[0]?.error;
        })
        .toBe('localhost resolves to a private address');
      expect(receiver.hits).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });
});
