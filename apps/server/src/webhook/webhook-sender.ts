import {
  isPrivateAddress,
  nextWebhookAttempt,
  previousSecretSigns,
  signedPayloadOf,
  WEBHOOK_DELIVERY_RETENTION_DAYS,
  webhookAccepted,
  webhookHeaders,
} from '@lancer/api/rules/webhook';
import { and, asc, eq, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';

import { createHmac } from 'node:crypto';
import { lookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';

import { webhookDeliveries, webhookEndpoints, type WebhookDeliveryRow } from '../db/webhook-schema';
import { coalesce } from '../lib/coalesce';
import { sweepEvery } from '../lib/locked-sweep';
import type { Services } from '../services';

/**
 * The webhook sender (decision 1808). A round claims the deliveries due in one statement: the
 * rows are chosen FOR UPDATE SKIP LOCKED and their `next_attempt_at` moved past a lease, so an
 * instance claiming at the same moment skips them and one claiming later finds them not due. The
 * claim commits before the receiver is called (no transaction stays open over the network); the
 * result is written only if `attempts` is still the claim's. A sender that dies after sending and
 * before writing leaves the row to be sent again when the lease ends, with the same Idempotency-Key.
 */

/** Longer than any attempt takes (the timeout), so a live sender's claim never runs out. */
const LEASE_MS = 5 * 60_000;
/** Deliveries one round claims at most; the rest wait for the next round. */
const ROUND_SIZE = 20;

type SigningEndpoint = {
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
};

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe signs its webhooks; while a
 * rolled secret's predecessor still signs, its `v1` follows the new one's.
 */
function signatureHeader(endpoint: SigningEndpoint, body: string, at: Date) {
  const timestamp = Math.floor(at.getTime() / 1000);
  const sign = (secret: string) =>
    `v1=${createHmac('sha256', secret).update(signedPayloadOf(timestamp, body)).digest('hex')}`;
  const secrets = [endpoint.secret];
  if (endpoint.previousSecret && previousSecretSigns(endpoint.previousSecretExpiresAt, at))
    secrets.push(endpoint.previousSecret);
  return [`t=${timestamp}`, ...secrets.map(sign)].join(',');
}

class RefusedAddress extends Error {}

/**
 * WEBHOOK-SSRF at send time: the host's addresses are resolved here and a private one refused
 * (unless allowed), and the connection goes to the address checked, so a name that resolves to a
 * public address for the registration and to 127.0.0.1 for the delivery gets nowhere.
 */
const guardedLookup = (allowPrivate: boolean): typeof lookup =>
  ((hostname: string, options: object, callback: (...args: unknown[]) => void) => {
    lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error);
      const refused = !allowPrivate && addresses.some((entry) => isPrivateAddress(entry.address));
      if (refused || addresses.length === 0)
        return callback(new RefusedAddress(`${hostname} resolves to a private address`));
      if ((options as { all?: boolean }).all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  }) as typeof lookup;

type Outcome = { status: number | null; error: string | null };

/** One POST of the body; answers the receiver's status, or why there was none. Never throws. */
function post(services: Services, url: string, headers: Record<string, string>, body: string) {
  return new Promise<Outcome>((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return resolve({ status: null, error: 'The endpoint URL is not valid' });
    }
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        lookup: guardedLookup(services.config.webhookAllowPrivate),
        timeout: services.config.webhookTimeoutMs,
      },
      (response) => {
        // The answer's body is not read: a 2xx is all a delivery needs (redirects are not followed).
        response.resume();
        const status = response.statusCode ?? 0;
        resolve({ status, error: webhookAccepted(status) ? null : `The receiver answered ${status}` });
      },
    );
    request.on('timeout', () => request.destroy(new Error('The receiver did not answer in time')));
    request.on('error', (error) =>
      resolve({
        status: null,
        error: error instanceof RefusedAddress ? error.message : `Not delivered: ${error.message}`,
      }),
    );
    request.end(body);
  });
}

/** Claims up to `limit` deliveries due at `now` of enabled endpoints (see the file's comment). */
async function claimDue(services: Services, now: Date, limit: number) {
  const { db } = services;
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
        isNull(webhookEndpoints.disabledAt),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit)
    .for('update', { of: webhookDeliveries, skipLocked: true });
  return db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastAttemptAt: now,
      nextAttemptAt: new Date(now.getTime() + LEASE_MS),
    })
    .where(inArray(webhookDeliveries.id, due))
    .returning();
}

async function deliver(services: Services, row: WebhookDeliveryRow, secrets: Map<string, SigningEndpoint>) {
  const endpoint = secrets.get(row.endpointId);
  if (!endpoint) return; // deleted meanwhile: its deliveries went with it
  const sentAt = new Date();
  const outcome = await post(
    services,
    endpoint.url,
    {
      'content-type': 'application/json',
      'user-agent': 'Lancer-Webhooks/1.0',
      [webhookHeaders.signature]: signatureHeader(endpoint, row.payload, sentAt),
      [webhookHeaders.idempotencyKey]: row.id,
      [webhookHeaders.event]: row.event,
    },
    row.payload,
  );
  const answered = new Date();
  const received = outcome.status !== null && webhookAccepted(outcome.status);
  const next = received ? null : nextWebhookAttempt(row.attempts, answered);
  await services.db
    .update(webhookDeliveries)
    .set({
      status: received ? 'succeeded' : next ? 'pending' : 'failed',
      responseStatus: outcome.status,
      lastError: outcome.error,
      nextAttemptAt: next ?? answered,
    })
    // Fenced: a claim that outlived its lease does not overwrite a later one's result.
    .where(and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.attempts, row.attempts)));
  if (!received)
    services.log.warn(
      { delivery: row.id, attempts: row.attempts, error: outcome.error },
      next ? 'A webhook delivery failed; it is retried' : 'A webhook delivery failed for good',
    );
}

/** One round: claims the deliveries due at `now` and sends them. Answers how many were claimed. */
export async function sendDueWebhooks(services: Services, now = new Date(), limit = ROUND_SIZE) {
  const claimed = await claimDue(services, now, limit);
  if (claimed.length === 0) return 0;
  const endpoints = await services.db
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      previousSecret: webhookEndpoints.previousSecret,
      previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt,
    })
    .from(webhookEndpoints)
    .where(inArray(webhookEndpoints.id, [...new Set(claimed.map((row) => row.endpointId))]));
  const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
  await Promise.all(claimed.map((row) => deliver(services, row, byId)));
  return claimed.length;
}

/** Per app: rounds asked for while one runs go into one more round after it. */
const senders = new WeakMap<Services, (ids: Iterable<string>) => void>();

/**
 * After a commit that may have written deliveries (notification's `announce`), or a resend:
 * a round soon, on this instance, never awaited by the call. What it leaves, the sweep sends.
 */
export function sendWebhooksSoon(services: Services) {
  let sender = senders.get(services);
  if (!sender) {
    sender = coalesce(
      async () => {
        while ((await sendDueWebhooks(services)) === ROUND_SIZE);
      },
      (error) => services.log.warn({ err: error }, 'Sending webhooks failed; the sweep sends them'),
    );
    senders.set(services, sender);
  }
  sender(['round']);
}

/**
 * Deletes the deliveries done (succeeded or failed) more than the retention's days before `now`:
 * the log shows the 50 latest, and the outbox does not grow for ever. Answers how many went.
 */
export async function deleteOldWebhookDeliveries(services: Services, now = new Date()) {
  const before = new Date(now.getTime() - WEBHOOK_DELIVERY_RETENTION_DAYS * 24 * 3600_000);
  const gone = await services.db
    .delete(webhookDeliveries)
    .where(and(ne(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.createdAt, before)))
    .returning({ id: webhookDeliveries.id });
  return gone.length;
}

/**
 * Every `intervalMs` (WEBHOOK_SEND_INTERVAL_MS; 0 turns it off): the retries due and what a
 * stopped sender left, then the deliveries past their retention. Every instance may sweep: the
 * claims keep one sender per delivery, and a delete of what another deleted deletes nothing.
 */
export const startWebhookSender = (
  services: Services,
  intervalMs: number,
  onError: (error: unknown) => void,
) =>
  sweepEvery(
    intervalMs,
    async () => {
      while ((await sendDueWebhooks(services)) === ROUND_SIZE);
      await deleteOldWebhookDeliveries(services);
    },
    onError,
  );
