import type { RuleRefusal } from './invitation';
import { conflict, type Refusal } from './refusal';

/**
 * Webhooks (decision 1808), decided once for the server (apps/server/src/webhook) and the mocks
 * (mocks/handlers/webhook).
 */

/** A user keeps at most this many endpoints. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

/** Null while the owner may add another endpoint; past the limit, why not. */
export function refuseNewWebhookEndpoint(kept: number): Refusal | null {
  return kept >= MAX_WEBHOOK_ENDPOINTS
    ? conflict(`You can keep at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints; delete one first`)
    : null;
}

/** A test event goes only to an endpoint that is sent deliveries. */
export function refuseWebhookTestEvent(enabled: boolean): Refusal | null {
  return enabled ? null : conflict('Enable the endpoint to send it a test event');
}

/** The test event's title, as an event's is the name of what it is about. */
export const WEBHOOK_PING_TITLE = 'A test event from Lancer';

/** When a rolled secret's predecessor stops signing: null when it stops at once. */
export const previousSecretExpiry = (hours: number, now: Date): Date | null =>
  hours === 0 ? null : new Date(now.getTime() + hours * 3600_000);

/** Whether the previous secret still signs at `at`. */
export const previousSecretSigns = (expiresAt: Date | null, at: Date) =>
  expiresAt !== null && expiresAt.getTime() > at.getTime();

/**
 * How long a delivery that is done (succeeded or failed) is kept, in days: the log shows the 50
 * latest, and older ones are deleted by the sender's sweep, as Stripe keeps events 30 days.
 */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;

/** The secret's prefix, as Stripe's `whsec_`; the list shows it and four more characters. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const webhookSecretHint = (secret: string) => secret.slice(0, WEBHOOK_SECRET_PREFIX.length + 4);

/** The headers of every delivery. */
export const webhookHeaders = {
  /**
   * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the endpoint's secret>`; after a roll,
   * while the previous secret still signs, a second `v1` (the previous secret's) follows the first.
   */
  signature: 'Lancer-Signature',
  /** The delivery's id: the same on every attempt and on a resend, for the receiver to de-duplicate. */
  idempotencyKey: 'Idempotency-Key',
  event: 'Lancer-Event',
} as const;

/** The string an endpoint's secret signs: the timestamp, a dot, and the body exactly as sent. */
export const signedPayloadOf = (timestamp: number, body: string) => `${timestamp}.${body}`;

/** How many attempts a delivery gets before it is failed for good (about 15 hours in all). */
export const MAX_WEBHOOK_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 6 * 3600_000;

/** The wait after the n-th failed attempt: 30 s, 2 min, 8 min, 32 min, … at most 6 hours. */
export const webhookRetryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 4 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

/** After a failed attempt: the next one's time, or null when it was the last. */
export function nextWebhookAttempt(attempts: number, now: Date): Date | null {
  return attempts >= MAX_WEBHOOK_ATTEMPTS ? null : new Date(now.getTime() + webhookRetryDelayMs(attempts));
}

/** A receiver's answer counts as received when it is a 2xx. */
export const webhookAccepted = (status: number) => status >= 200 && status < 300;

const ipv4Parts = (host: string) => {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const numbers = parts.map(Number);
  return numbers.every((part) => part <= 255) ? numbers : null;
};

/**
 * An address no public endpoint has: loopback, private (RFC 1918, unique-local), link-local (cloud
 * metadata at 169.254.169.254), carrier-grade NAT, unspecified, multicast and reserved ranges.
 */
export function isPrivateAddress(address: string): boolean {
  const host = address.replace(/^\[|\]$/g, '').toLowerCase();
  const v4 = ipv4Parts(host.startsWith('::ffff:') ? host.slice('::ffff:'.length) : host);
  if (v4) {
    const [a, b] = v4 as [number, number, number, number];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    );
  }
  if (!host.includes(':')) return false;
  return (
    host === '::' ||
    host === '::1' ||
    /^f[cd]/.test(host) ||
    /^fe[89ab]/.test(host) ||
    /^ff/.test(host) ||
    host.startsWith('::ffff:')
  );
}

const isIpLiteral = (host: string) => ipv4Parts(host) !== null || host.startsWith('[');

/**
 * WEBHOOK-SSRF: where an endpoint may point. HTTPS to a public host; with `allowPrivate` (the
 * server's WEBHOOK_ALLOW_PRIVATE, on outside production) also http:// and loopback or private
 * hosts, for a receiver on the developer's machine. Names are resolved again at each delivery.
 */
export function refuseWebhookUrl(url: string, allowPrivate: boolean): RuleRefusal | null {
  const refusal = (message: string): RuleRefusal => ({
    status: 400,
    code: 'VALIDATION_FAILED',
    message,
    field: 'url',
  });
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return refusal('Enter a full URL, https://…');
  }
  if (parsed.username || parsed.password) return refusal('The URL cannot carry a user name or password');
  if (parsed.protocol !== 'https:' && !(allowPrivate && parsed.protocol === 'http:'))
    return refusal('The endpoint must use https://');
  const host = parsed.hostname.toLowerCase();
  const local = host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local');
  if (!allowPrivate && (local || (isIpLiteral(host) && isPrivateAddress(host))))
    return refusal('The endpoint must be on a public address');
  return null;
}
