import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { moneyCollectingMethods } from '../db/schema';
import { AppError } from '../http/errors';
import { markPaymentPaid } from '../payment/payment-settlement';
import type { Services } from '../services';
import { markAccountLinked } from '../user/profile-service';
import { verifyStripeSignature } from './stripe-gateway';

type StripeEvent = { id: string; type: string; data: { object: Record<string, unknown> } };

/**
 * POST /api/payments/stripe/webhook: signature checked over the raw body; checkout.session.completed
 * pays the payment, account.updated links the provider's account. Both are safe to replay.
 */
export async function registerStripeWebhook(app: FastifyInstance, services: Services) {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/api/payments/stripe/webhook', async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const secret = services.config.stripeWebhookSecret;
      if (
        !secret ||
        !verifyStripeSignature(raw, request.headers['stripe-signature'] as string | undefined, secret)
      ) {
        throw new AppError(400, 'VALIDATION_FAILED', 'The Stripe signature does not match');
      }
      let event: StripeEvent;
      try {
        event = JSON.parse(raw) as StripeEvent;
      } catch {
        throw new AppError(400, 'VALIDATION_FAILED', 'The event is not JSON');
      }
      const object = event.data?.object ?? {};
      if (
        event.type === 'checkout.session.completed' &&
        object.payment_status === 'paid' &&
        typeof object.id === 'string'
      ) {
        await markPaymentPaid(services.db, { checkoutSessionId: object.id });
      }
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
