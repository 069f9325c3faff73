import { expect } from 'vitest';

import type { ServerConfig } from '../../src/config';
import { signStripeEvent, startFakeStripe, type FakeStripe } from './fake-stripe';
import { call, createTestApp, signUp } from './test-app';

export const WEBHOOK_SECRET = 'whsec_test_secret';

/**
 * A test app on the Stripe gateway against a local fake of Stripe's API, and `webhook`, which
 * delivers an event to it signed as Stripe signs (or with the signature given, to forge one).
 */
export async function createStripeTestApp(
  overrides: Partial<ServerConfig> = {},
  /** A fake already serving another app (two instances of one server); left open by close. */
  shared?: FakeStripe,
) {
  const stripe = shared ?? (await startFakeStripe());
  const app = await createTestApp({
    stripeSecretKey: 'sk_test_fake',
    stripeWebhookSecret: WEBHOOK_SECRET,
    stripeApiBase: stripe.url,
    ...overrides,
  });
  const webhook = (event: object, signature?: string) => {
    const payload = JSON.stringify(event);
    return app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signature ?? signStripeEvent(payload, WEBHOOK_SECRET),
      },
      payload,
    });
  };
  const close = async () => {
    await app.close();
    if (!shared) await stripe.close();
  };
  return { app, stripe, webhook, close };
}

/** The provider's Connect account linked, as Stripe reports it once onboarding is done. */
export const accountLinked = (accountId: string) => ({
  id: `evt_linked_${accountId}`,
  type: 'account.updated',
  data: {
    object: { id: accountId, details_submitted: true, charges_enabled: true, payouts_enabled: true },
  },
});

export type StripeTestApp = Awaited<ReturnType<typeof createStripeTestApp>>;

/**
 * A Stripe test app that sends money movements at once, with a client and a provider whose
 * Connect account (`acct_fake_1`) is linked: the two sides of a card-funded milestone.
 */
export async function createStripeParties(prefix: string) {
  const stripeApp = await createStripeTestApp({ moneySendIntervalMs: 0 });
  const { app, webhook } = stripeApp;
  const client = (await signUp(app, `${prefix}-client@example.com`)).token;
  const provider = (await signUp(app, `${prefix}-provider@example.com`)).token;
  await call(app, 'GET', '/api/user/profile/fetch-stripe-account-link', { token: provider });
  expect((await webhook(accountLinked('acct_fake_1'))).statusCode).toBe(200);
  return { ...stripeApp, client, provider };
}
