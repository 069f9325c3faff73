import Stripe from 'stripe';

import { AppError } from '../http/errors';
import type { GatewayRecord, PaymentGateway } from './payment-gateway';
import { createStripeClient, idempotencyKeyFor } from './stripe-client';

/** A money movement's Idempotency-Key: its subject's key (decision 2010), the same for every attempt. */
const moveKey = (key: string) => `lancer-${key}`;

/** How long a retried click for an account link gets the same link (Stripe's links live ~5 minutes). */
const ACCOUNT_LINK_WINDOW_MS = 60_000;

/** The SDK's errors as the contract's: a network failure or a refusal, 502 PAYMENT_FAILED either way. */
async function calling<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeConnectionError)
      throw new AppError(502, 'PAYMENT_FAILED', `The payment provider cannot be reached: ${error.message}`);
    if (error instanceof Stripe.errors.StripeError)
      throw new AppError(502, 'PAYMENT_FAILED', `The payment provider refused: ${error.message}`);
    throw error;
  }
}

/**
 * Stripe through its SDK (decision 1002): Connect Express accounts with account links, Checkout
 * sessions with a transfer to the provider; a pinned API version and an Idempotency-Key bound to
 * the arguments of every create.
 */
export function createStripeGateway(options: {
  secretKey: string;
  apiBase: string;
  publicUrl: string;
  webUrl: string;
}): PaymentGateway {
  const stripe = createStripeClient(options);
  return {
    kind: 'stripe',
    async createAccountLink({ userId, email, externalAccountId, linkType }) {
      let accountId = externalAccountId;
      if (!accountId) {
        const params: Stripe.AccountCreateParams = { type: 'express', email, metadata: { user_id: userId } };
        // One account per user, however often the first click is retried.
        const account = await calling(() =>
          stripe.accounts.create(params, { idempotencyKey: idempotencyKeyFor('account', params) }),
        );
        accountId = account.id;
      }
      const params: Stripe.AccountLinkCreateParams = {
        account: accountId,
        type: linkType,
        refresh_url: `${options.webUrl}/work?onboarding=refresh`,
        return_url: `${options.webUrl}/work?onboarding=return`,
      };
      const window = Math.floor(Date.now() / ACCOUNT_LINK_WINDOW_MS);
      const link = await calling(() =>
        stripe.accountLinks.create(params, {
          idempotencyKey: idempotencyKeyFor('account-link', { ...params, window }),
        }),
      );
      return { url: link.url, expiresAt: new Date(link.expires_at * 1000), externalAccountId: accountId };
    },
    async createCheckout({ paymentId, amountCents, currency, description, transferGroup, returnTo }) {
      const back = `${options.webUrl}/${returnTo ?? 'projects'}`;
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: 'payment',
        success_url: `${back}?checkout=done`,
        cancel_url: `${back}?checkout=cancelled`,
        client_reference_id: paymentId,
        metadata: { payment_id: paymentId },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: currency.toLowerCase(),
              unit_amount: amountCents,
              product_data: { name: description },
            },
          },
        ],
        // Charged to the platform and held there; released by a transfer (decision 2010).
        payment_intent_data: { transfer_group: transferGroup, metadata: { payment_id: paymentId } },
      };
      const session = await calling(() =>
        stripe.checkout.sessions.create(params, {
          idempotencyKey: idempotencyKeyFor('checkout', params),
        }),
      );
      if (!session.url)
        throw new AppError(502, 'PAYMENT_FAILED', 'The payment provider gave no checkout page');
      return { url: session.url, sessionId: session.id };
    },
    async createBillingSetup({ userId, email, customerId }) {
      let customer = customerId;
      if (!customer) {
        // One Customer per client, however often the first setup is retried.
        const params: Stripe.CustomerCreateParams = { email, metadata: { user_id: userId } };
        const made = await calling(() =>
          stripe.customers.create(params, { idempotencyKey: idempotencyKeyFor('customer', params) }),
        );
        customer = made.id;
      }
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: 'setup',
        customer,
        currency: 'usd',
        client_reference_id: userId,
        metadata: { user_id: userId },
        setup_intent_data: { metadata: { user_id: userId } },
        success_url: `${options.webUrl}/payment?setup=done`,
        cancel_url: `${options.webUrl}/payment?setup=cancelled`,
      };
      const window = Math.floor(Date.now() / ACCOUNT_LINK_WINDOW_MS);
      const session = await calling(() =>
        stripe.checkout.sessions.create(params, {
          idempotencyKey: idempotencyKeyFor('setup', { ...params, window }),
        }),
      );
      if (!session.url) throw new AppError(502, 'PAYMENT_FAILED', 'The payment provider gave no setup page');
      return { url: session.url, customerId: customer };
    },
    async detachCard({ paymentMethodId }) {
      try {
        await stripe.paymentMethods.detach(paymentMethodId);
      } catch (error) {
        // Detached already (a removal retried, or by the client in Stripe's own pages): done.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          (error.code === 'resource_missing' || /not attached/i.test(error.message))
        )
          return;
        await calling(() => Promise.reject(error));
      }
    },
    async chargeSavedCard({
      paymentId,
      customerId,
      paymentMethodId,
      amountCents,
      currency,
      description,
      transferGroup,
      key,
    }) {
      const params: Stripe.PaymentIntentCreateParams = {
        amount: amountCents,
        currency: currency.toLowerCase(),
        customer: customerId,
        payment_method: paymentMethodId,
        off_session: true,
        confirm: true,
        description,
        metadata: { payment_id: paymentId, auto_charge: 'true' },
        transfer_group: transferGroup,
      };
      try {
        // The week's key (charge:week:<id>): every attempt is the same charge.
        const intent = await stripe.paymentIntents.create(params, { idempotencyKey: moveKey(key) });
        if (intent.status === 'succeeded') return { outcome: 'paid', chargeId: intent.id };
        // requires_action: the bank wants the client present (3-D Secure); the client pays the invoice.
        return { outcome: 'declined', reason: `The card needs the client (${intent.status})` };
      } catch (error) {
        // A decline (card_declined, authentication_required...) is an answer, not a failure to call.
        if (error instanceof Stripe.errors.StripeCardError)
          return { outcome: 'declined', reason: error.message };
        return calling(() => Promise.reject(error));
      }
    },
    async refund({ checkoutSessionId, chargeId, amountCents, key }) {
      // Paid off-platform (marked or proven): the money goes back the same way, not through Stripe.
      if (!checkoutSessionId && !chargeId) return { refundId: null };
      let paymentIntent = chargeId;
      if (!paymentIntent && checkoutSessionId) {
        const session = await calling(() => stripe.checkout.sessions.retrieve(checkoutSessionId));
        paymentIntent =
          typeof session.payment_intent === 'string'
            ? session.payment_intent
            : (session.payment_intent?.id ?? null);
      }
      if (!paymentIntent)
        throw new AppError(502, 'PAYMENT_FAILED', 'The payment provider has no payment to refund');
      const params: Stripe.RefundCreateParams = {
        payment_intent: paymentIntent,
        amount: amountCents,
        metadata: { move_key: key },
      };
      const refund = await calling(() => stripe.refunds.create(params, { idempotencyKey: moveKey(key) }));
      return { refundId: refund.id };
    },
    // Stripe's books: paid Checkout sessions and off-session charges of the marketplace's payments
    // (named by metadata.payment_id), every refund (named by its payment intent's payment), and the
    // reversals of the transfers that name a payment.
    async records() {
      const records: GatewayRecord[] = [];
      const paymentOfIntent = new Map<string, string>();
      for await (const session of stripe.checkout.sessions.list({ limit: 100 })) {
        const paymentId = session.metadata?.payment_id;
        if (session.mode !== 'payment' || session.payment_status !== 'paid' || !paymentId) continue;
        records.push({ kind: 'charge', ref: session.id, paymentId, amountCents: session.amount_total ?? 0 });
        const intent =
          typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
        if (intent) paymentOfIntent.set(intent, paymentId);
      }
      for await (const intent of stripe.paymentIntents.list({ limit: 100 })) {
        const paymentId = intent.metadata?.payment_id;
        if (!intent.metadata?.auto_charge || intent.status !== 'succeeded' || !paymentId) continue;
        records.push({ kind: 'charge', ref: intent.id, paymentId, amountCents: intent.amount_received });
        paymentOfIntent.set(intent.id, paymentId);
      }
      for await (const refund of stripe.refunds.list({ limit: 100 })) {
        if (refund.status === 'failed' || refund.status === 'canceled') continue;
        const intent =
          typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;
        const paymentId = intent ? paymentOfIntent.get(intent) : undefined;
        if (paymentId)
          records.push({ kind: 'refund', ref: refund.id, paymentId, amountCents: refund.amount });
      }
      // Transfer reversals (a refund after release, decision 2012), named by their transfer's payment.
      for await (const transfer of stripe.transfers.list({ limit: 100 })) {
        const paymentId = transfer.metadata?.payment_id;
        if (!paymentId) continue;
        for await (const reversal of stripe.transfers.listReversals(transfer.id, { limit: 100 }))
          records.push({ kind: 'reversal', ref: reversal.id, paymentId, amountCents: reversal.amount });
      }
      return records;
    },
    async transfer({ paymentId, amountCents, currency, destinationAccountId, transferGroup, key }) {
      const params: Stripe.TransferCreateParams = {
        amount: amountCents,
        currency: currency.toLowerCase(),
        destination: destinationAccountId,
        transfer_group: transferGroup,
        metadata: { payment_id: paymentId, move_key: key },
      };
      const transfer = await calling(() => stripe.transfers.create(params, { idempotencyKey: moveKey(key) }));
      return { transferId: transfer.id };
    },
    async reverseTransfer({ transferId, amountCents, key }) {
      const params: Stripe.TransferCreateReversalParams = {
        amount: amountCents,
        metadata: { move_key: key },
      };
      const reversal = await calling(() =>
        stripe.transfers.createReversal(transferId, params, { idempotencyKey: moveKey(key) }),
      );
      return { reversalId: reversal.id };
    },
  };
}
