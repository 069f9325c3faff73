import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { readBody } from './read-body';

type Call = {
  path: string;
  auth: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
  /** True when Stripe would answer this call from an earlier one with the same Idempotency-Key. */
  replayed: boolean;
};

/**
 * A local HTTP fake of the parts of Stripe's API the gateway uses, recording what it was sent. Like
 * Stripe, a POST with an Idempotency-Key it has answered before gets the same answer again (and
 * makes nothing new); `failNext(path)` answers that path's next call 500 once, as a blip would.
 */
export async function startFakeStripe() {
  const calls: Call[] = [];
  const answered = new Map<string, { status: number; body: object }>();
  const failing = new Set<string>();
  let accounts = 0;
  let sessions = 0;
  const server = createServer(async (request, response) => {
    const form = new URLSearchParams(await readBody(request));
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    const earlier = idempotencyKey ? answered.get(idempotencyKey) : undefined;
    calls.push({
      path: request.url ?? '',
      auth: request.headers.authorization ?? '',
      form,
      idempotencyKey,
      stripeVersion: request.headers['stripe-version'] as string | undefined,
      replayed: Boolean(earlier),
    });
    const send = (status: number, body: object) => {
      if (idempotencyKey && status < 500) answered.set(idempotencyKey, { status, body });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (earlier) return send(earlier.status, earlier.body);
    if (failing.delete(request.url ?? ''))
      return send(500, { error: { type: 'api_error', message: 'Something went wrong on our end' } });
    if (request.headers.authorization !== 'Bearer sk_test_fake')
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    if (request.url === '/v1/accounts')
      return send(200, { id: `acct_fake_${(accounts += 1)}`, object: 'account' });
    if (request.url === '/v1/account_links') {
      return send(200, {
        object: 'account_link',
        url: `https://connect.stripe.test/setup/${form.get('account')}`,
        expires_at: Math.floor(Date.now() / 1000) + 300,
      });
    }
    if (request.url === '/v1/checkout/sessions') {
      const id = `cs_test_${(sessions += 1)}`;
      return send(200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/pay/${id}` });
    }
    send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (POST: ${request.url})` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failNext: (path: string) => failing.add(path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Signs an event body the way Stripe does (Stripe-Signature: t=..., v1=HMAC-SHA256). */
export function signStripeEvent(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
