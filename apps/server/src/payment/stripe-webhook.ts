import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

import { moneyCollectingMethods } from '../db/schema';
import { AppError } from '../http/errors';
import { markPaymentPaid } from '../payment/payment-settlement';
import type { Services } from '../services';
import { saveBillingCard } from './billing-method-service';
import { sendMoneyAfterCommit } from './money-sender';
import { markPaymentFailed } from './payment-failure';
import { markAccountLinked } from './payout-account';
import { createStripeClient } from './stripe-client';

/** The card of a saved PaymentMethod becomes its Customer's billing method; others are ignored. */
async function saveStripeCard(
  services: Services,
  customer: string | Stripe.Customer | Stripe.DeletedCustomer | null,
  method: string | Stripe.PaymentMethod | null,
) {
  const customerId = typeof customer === 'string' ? customer : customer?.id;
  if (!customerId || !method || typeof method === 'string' || !method.card) return;
  await saveBillingCard(
    services,
    { customerId },
    {
      paymentMethodId: method.id,
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
    },
  );
}

/**
 * POST /api/payments/stripe/webhook: the SDK's webhooks.constructEvent checks the signature over
 * the raw body (5 minutes' tolerance) and parses it (decision 1002); checkout.session.completed
 * pays the payment, account.updated links the provider's account. Both are safe to replay.
 */
export async function registerStripeWebhook(app: FastifyInstance, services: Services) {
  // constructEvent needs no network; the key is only the client's.
  const stripe = createStripeClient({
    secretKey: services.config.stripeSecretKey ?? '',
    apiBase: services.config.stripeApiBase,
  });
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/api/payments/stripe/webhook', async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const secret = services.config.stripeWebhookSecret;
      const signature = request.headers['stripe-signature'];
      let event: { id?: string; type: string; data: { object: object } };
      try {
        if (!secret || typeof signature !== 'string') throw new Error('no signature');
        event = stripe.webhooks.constructEvent(raw, signature, secret);
      } catch (error) {
        // A body whose signature matches but that does not parse is not an event either.
        if (
          secret &&
          typeof signature === 'string' &&
          !(error instanceof Stripe.errors.StripeSignatureVerificationError)
        )
          throw new AppError(400, 'VALIDATION_FAILED', 'The event is not JSON');
        throw new AppError(400, 'VALIDATION_FAILED', 'The Stripe signature does not match');
      }
      const object = (event.data?.object ?? {}) as Record<string, unknown>;
      const eventId = event.id ?? `${event.type}:${String(object.id)}`;
      if (
        event.type === 'checkout.session.completed' &&
        object.payment_status === 'paid' &&
        typeof object.id === 'string'
      ) {
        // A week's invoice paid is released to the provider at once (a transfer, decision 2010).
        if (await markPaymentPaid(services, { checkoutSessionId: object.id }))
          await sendMoneyAfterCommit(services);
      }
      // An asynchronous payment method failed after the checkout (decision 1233); a card declined
      // in the checkout itself never leaves it, and the payer tries again there.
      if (event.type === 'checkout.session.async_payment_failed' && typeof object.id === 'string') {
        await markPaymentFailed(services, { checkoutSessionId: object.id }, `stripe:${eventId}`);
      }
      // A card saved for automatic charges (decision 1410): Checkout in setup mode, or its SetupIntent.
      if (
        event.type === 'checkout.session.completed' &&
        object.mode === 'setup' &&
        typeof object.setup_intent === 'string'
      ) {
        const intent = await stripe.setupIntents.retrieve(object.setup_intent, {
          expand: ['payment_method'],
        });
        await saveStripeCard(services, intent.customer, intent.payment_method);
      }
      if (event.type === 'setup_intent.succeeded' && typeof object.payment_method === 'string') {
        const method = await stripe.paymentMethods.retrieve(object.payment_method);
        await saveStripeCard(services, object.customer as string | null, method);
      }
      // An automatic charge's answer (its outbox row settles the same, once, whichever comes first).
      const metadata = (object.metadata ?? {}) as Record<string, string>;
      if (event.type === 'payment_intent.succeeded' && metadata.auto_charge && metadata.payment_id)
        if (await markPaymentPaid(services, { paymentId: metadata.payment_id }))
          await sendMoneyAfterCommit(services);
      if (event.type === 'payment_intent.payment_failed' && metadata.auto_charge && metadata.payment_id)
        await markPaymentFailed(
          services,
          { paymentId: metadata.payment_id },
          `auto-charge:${metadata.payment_id}`,
        );
      if (event.type === 'account.updated' && typeof object.id === 'string') {
        const [method] = await services.db
          .select({ userId: moneyCollectingMethods.userId })
          .from(moneyCollectingMethods)
          .where(eq(moneyCollectingMethods.externalAccountId, object.id));
        if (method && object.details_submitted === true) {
          await markAccountLinked(
            services,
            method.userId,
            object.charges_enabled === true && object.payouts_enabled === true,
          );
        }
      }
      return { received: true };
    });
  });
}
