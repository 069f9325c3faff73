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
  const failing = new Map<string, number>();
  let accounts = 0;
  let sessions = 0;
  let customers = 0;
  let intents = 0;
  let refunds = 0;
  /** The saved cards the fake knows (decision 1410): Stripe's test methods, one of them declining. */
  const cards: Record<string, { brand: string; last4: string; exp_month: number; exp_year: number }> = {
    pm_card_visa: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
    pm_card_chargeDeclined: { brand: 'visa', last4: '0002', exp_month: 12, exp_year: 2034 },
  };
  const detached = new Set<string>();
  const methodOf = (id: string) => ({ id, object: 'payment_method', type: 'card', card: cards[id] });
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
    const fails = failing.get(request.url ?? '') ?? 0;
    if (fails > 0) {
      failing.set(request.url ?? '', fails - 1);
      return send(500, { error: { type: 'api_error', message: 'Something went wrong on our end' } });
    }
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
    if (request.url === '/v1/customers')
      return send(200, { id: `cus_fake_${(customers += 1)}`, object: 'customer' });
    // A setup session's SetupIntent: seti_<method> saved the method of that name.
    if (request.url?.startsWith('/v1/setup_intents/')) {
      const id = request.url.slice('/v1/setup_intents/'.length).split('?')[0]!;
      return send(200, {
        id,
        object: 'setup_intent',
        customer: 'cus_fake_1',
        payment_method: methodOf(id.replace(/^seti_/, '')),
      });
    }
    // Detach: a card already detached is refused as Stripe does.
    const detach = request.url?.match(/^\/v1\/payment_methods\/([^/?]+)\/detach$/);
    if (detach) {
      if (detached.has(detach[1]!))
        return send(400, {
          error: {
            type: 'invalid_request_error',
            message: `The payment method you provided is not attached to a customer so detachment is impossible.`,
          },
        });
      detached.add(detach[1]!);
      return send(200, { ...methodOf(detach[1]!), customer: null });
    }
    if (request.url?.startsWith('/v1/payment_methods/'))
      return send(200, methodOf(request.url.slice('/v1/payment_methods/'.length).split('?')[0]!));
    if (request.url === '/v1/payment_intents') {
      const id = `pi_fake_${(intents += 1)}`;
      if (form.get('payment_method') === 'pm_card_chargeDeclined')
        return send(402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
            payment_intent: { id, object: 'payment_intent', status: 'requires_payment_method' },
          },
        });
      return send(200, { id, object: 'payment_intent', status: 'succeeded' });
    }
    // A paid session's PaymentIntent: pi_of_<session id>.
    const session = request.url?.match(/^\/v1\/checkout\/sessions\/([^/?]+)/);
    if (session && request.method === 'GET')
      return send(200, { id: session[1], object: 'checkout.session', payment_intent: `pi_of_${session[1]}` });
    if (request.url === '/v1/refunds')
      return send(200, {
        id: `re_fake_${(refunds += 1)}`,
        object: 'refund',
        amount: Number(form.get('amount')),
        payment_intent: form.get('payment_intent'),
        status: 'succeeded',
      });
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
    /** Answers that path's next `times` calls 500, as blips (or an outage) would. */
    failNext: (path: string, times = 1) => failing.set(path, times),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Signs an event body the way Stripe does (Stripe-Signature: t=..., v1=HMAC-SHA256). */
export function signStripeEvent(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
