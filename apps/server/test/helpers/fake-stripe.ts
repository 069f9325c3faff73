import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { readBody } from './read-body';

/** What the fake's balance saw move: the money Stripe would hold, pay out and give back. */
type Transfer = {
  id: string;
  amount: number;
  destination: string;
  transfer_group: string | null;
  reversed: number;
  /** The Idempotency-Key it was made under. */
  key: string | undefined;
};

/** A Checkout session the fake made: paid by `paySession`, as a payer on Stripe's page would. */
type Session = {
  id: string;
  mode: string | null;
  amount_total: number;
  metadata: { payment_id?: string };
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  payment_intent: string | null;
  transfer_destination: string | null;
  transfer_group: string | null;
};

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
 * Like Stripe with separate charges and transfers (decision 2010), a charge stays on the platform
 * unless it names a destination; transfers move it to a connected account and their reversals
 * take it back, never more than the transfer carried. `afterCreate(path)` runs after the fake
 * made something and before it answers: a test's crash of the caller at that moment. It lists its
 * paid sessions, saved-card charges and refunds as Stripe's list calls do, for the reconciliation.
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
  const transfers = new Map<string, Transfer>();
  const reversals: { id: string; transfer: string; amount: number }[] = [];
  const refundsMade: { id: string; amount: number; payment_intent: string | null }[] = [];
  let afterCreate: ((path: string) => Promise<void>) | null = null;
  /** The saved cards the fake knows (decision 1410): Stripe's test methods, one of them declining. */
  const cards: Record<string, { brand: string; last4: string; exp_month: number; exp_year: number }> = {
    pm_card_visa: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
    pm_card_chargeDeclined: { brand: 'visa', last4: '0002', exp_month: 12, exp_year: 2034 },
  };
  const detached = new Set<string>();
  const charged: {
    id: string;
    amount: number;
    transfer_group: string | null;
    metadata: Record<string, string>;
  }[] = [];
  const sessionsMade = new Map<string, Session>();
  const metadataOf = (form: URLSearchParams, prefix = 'metadata') =>
    Object.fromEntries(
      [...form.entries()]
        .filter(([key]) => key.startsWith(`${prefix}[`))
        .map(([key, value]) => [key.slice(prefix.length + 1, -1), value]),
    );
  const list = (data: object[], url: string) => ({ object: 'list', data, has_more: false, url });
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
      charged.push({
        id,
        amount: Number(form.get('amount')),
        transfer_group: form.get('transfer_group'),
        metadata: metadataOf(form),
      });
      await afterCreate?.(request.url);
      return send(200, { id, object: 'payment_intent', status: 'succeeded' });
    }
    // Stripe's lists, one page each: what the reconciliation reads as the provider's books.
    const listed = request.method === 'GET' ? request.url?.split('?')[0] : undefined;
    if (listed === '/v1/checkout/sessions')
      return send(
        200,
        list(
          [...sessionsMade.values()].map(({ transfer_destination: _d, transfer_group: _g, ...session }) => ({
            ...session,
            object: 'checkout.session',
          })),
          listed,
        ),
      );
    if (listed === '/v1/payment_intents')
      return send(
        200,
        list(
          charged.map((charge) => ({
            id: charge.id,
            object: 'payment_intent',
            status: 'succeeded',
            amount: charge.amount,
            amount_received: charge.amount,
            metadata: charge.metadata,
          })),
          listed,
        ),
      );
    if (listed === '/v1/refunds')
      return send(
        200,
        list(
          refundsMade.map((refund) => ({ ...refund, object: 'refund', status: 'succeeded' })),
          listed,
        ),
      );
    // A paid session's PaymentIntent: pi_of_<session id>.
    const session = request.url?.match(/^\/v1\/checkout\/sessions\/([^/?]+)/);
    if (session && request.method === 'GET')
      return send(200, { id: session[1], object: 'checkout.session', payment_intent: `pi_of_${session[1]}` });
    if (request.url === '/v1/refunds') {
      const refund = {
        id: `re_fake_${(refunds += 1)}`,
        amount: Number(form.get('amount')),
        payment_intent: form.get('payment_intent'),
      };
      refundsMade.push(refund);
      await afterCreate?.(request.url);
      return send(200, { ...refund, object: 'refund', status: 'succeeded' });
    }
    if (request.url === '/v1/transfers' && request.method === 'POST') {
      if (!form.get('destination')?.startsWith('acct_'))
        return send(400, { error: { type: 'invalid_request_error', message: 'No such destination' } });
      const transfer: Transfer = {
        id: `tr_fake_${transfers.size + 1}`,
        amount: Number(form.get('amount')),
        destination: form.get('destination')!,
        transfer_group: form.get('transfer_group'),
        reversed: 0,
        key: idempotencyKey,
      };
      transfers.set(transfer.id, transfer);
      await afterCreate?.(request.url);
      const { key: _key, ...body } = transfer;
      return send(200, { ...body, object: 'transfer', amount_reversed: 0 });
    }
    const reversal = request.url?.match(/^\/v1\/transfers\/([^/?]+)\/reversals$/);
    if (reversal && request.method === 'POST') {
      const transfer = transfers.get(reversal[1]!);
      const amount = Number(form.get('amount') ?? transfer?.amount);
      if (!transfer)
        return send(404, {
          error: { type: 'invalid_request_error', message: `No such transfer: ${reversal[1]}` },
        });
      if (transfer.reversed + amount > transfer.amount)
        return send(400, {
          error: {
            type: 'invalid_request_error',
            message: 'Amount exceeds the transfer amount not yet reversed',
          },
        });
      transfer.reversed += amount;
      const made = { id: `trr_fake_${reversals.length + 1}`, transfer: transfer.id, amount };
      reversals.push(made);
      await afterCreate?.(request.url ?? '');
      return send(200, { ...made, object: 'transfer_reversal' });
    }
    if (request.url === '/v1/checkout/sessions') {
      const id = `cs_test_${(sessions += 1)}`;
      sessionsMade.set(id, {
        id,
        mode: form.get('mode'),
        amount_total:
          Number(form.get('line_items[0][price_data][unit_amount]') ?? 0) *
          Number(form.get('line_items[0][quantity]') ?? 1),
        metadata: metadataOf(form),
        payment_status: form.get('mode') === 'setup' ? 'no_payment_required' : 'unpaid',
        payment_intent: null,
        transfer_destination: form.get('payment_intent_data[transfer_data][destination]'),
        transfer_group: form.get('payment_intent_data[transfer_group]'),
      });
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
    /**
     * What moved: saved-card charges, paid Checkout sessions (charged to the platform unless they
     * name a transfer destination), transfers (with what was reversed of each), reversals, refunds.
     */
    moved: () => ({
      charges: [...charged],
      sessions: [...sessionsMade.values()].filter((session) => session.payment_status === 'paid'),
      transfers: [...transfers.values()],
      reversals: [...reversals],
      refunds: [...refundsMade],
    }),
    /**
     * The payer pays a Checkout session on Stripe's page: it is paid (its PaymentIntent pi_of_<id>),
     * and the answer is the checkout.session.completed event Stripe then sends.
     */
    paySession: (id: string) => {
      const made = sessionsMade.get(id);
      if (!made) throw new Error(`No such checkout session: ${id}`);
      made.payment_status = 'paid';
      made.payment_intent = `pi_of_${id}`;
      const { transfer_destination: _d, transfer_group: _g, ...object } = made;
      return {
        id: `evt_paid_${id}`,
        type: 'checkout.session.completed',
        data: { object: { ...object, object: 'checkout.session' } },
      };
    },
    /** Runs `hook` after each create and before its answer (null: none). */
    afterCreate: (hook: ((path: string) => Promise<void>) | null) => {
      afterCreate = hook;
    },
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

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
