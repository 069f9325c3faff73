import { createHash } from 'node:crypto';

import Stripe from 'stripe';

/**
 * Stripe's API version this code was written against, pinned so that a dashboard upgrade of the
 * account's default does not change the payloads under it (decision 1002). It is the one the
 * installed SDK's types describe; moving it is a code change with its own review.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const satisfies Stripe.LatestApiVersion;

/** The SDK pointed at `apiBase` (https://api.stripe.com, or a local fake in tests). */
export function createStripeClient(options: { secretKey: string; apiBase: string }) {
  const base = new URL(options.apiBase);
  return new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    host: base.hostname,
    port: base.port || (base.protocol === 'http:' ? 80 : 443),
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    // A dropped connection or a 5xx is retried by the SDK with the same Idempotency-Key.
    maxNetworkRetries: 2,
    timeout: 30_000,
    telemetry: false,
  });
}

/** Keys sorted at every level, so equal arguments give equal text whatever their order. */
const canonical = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([, inner]) => inner !== undefined)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, inner]) => [key, canonical(inner)]),
      )
    : Array.isArray(value)
      ? value.map(canonical)
      : value;

/**
 * The Idempotency-Key of a create, bound to its arguments: the same create (a retried click, a
 * retried request) sends the same key, and Stripe answers the first result instead of making a
 * second session or account; any other argument (another payment, another amount) is another key.
 */
export function idempotencyKeyFor(operation: string, args: object) {
  const digest = createHash('sha256')
    .update(JSON.stringify(canonical(args)))
    .digest('hex')
    .slice(0, 40);
  return `lancer-${operation}-${digest}`;
}
