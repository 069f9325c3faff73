import {
  previousSecretExpiry,
  previousSecretSigns,
  refuseNewWebhookEndpoint,
  refuseWebhookTestEvent,
  refuseWebhookUrl,
  WEBHOOK_SECRET_PREFIX,
  webhookSecretHint,
} from '@lancer/api/rules/webhook';
import {
  webhookEventKinds,
  type CreateWebhookEndpointBody,
  type RollWebhookSecretBody,
  type WebhookEventKind,
} from '@lancer/api/schemas/webhook';
import { and, count, desc, eq, sql } from 'drizzle-orm';

import { users } from '../db/schema';
import {
  webhookDeliveries,
  webhookEndpoints,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '../db/webhook-schema';
import { fieldRefusalError, notFound, refuse } from '../http/errors';
import { newId, randomToken } from '../lib/ids';
import { iso, isoOrNull } from '../lib/time';
import type { Services } from '../services';
import { enqueueWebhookPing } from './webhook-outbox';
import { sendWebhooksSoon } from './webhook-sender';

/**
 * Webhook endpoints and their delivery log (decision 1808). The access check lets only the
 * endpoint's owner reach one (ACCESS-MATRIX, 404 for anyone else); a delivery is looked up within
 * its endpoint, so naming another endpoint's delivery is not found either.
 */

const ordered = (events: readonly WebhookEventKind[]) =>
  webhookEventKinds.filter((kind) => events.includes(kind));

const toEndpoint = (row: WebhookEndpointRow) => ({
  id: row.id,
  url: row.url,
  events: ordered(row.events),
  enabled: row.disabledAt === null,
  secret_hint: webhookSecretHint(row.secret),
  previous_secret_expires_at: previousSecretSigns(row.previousSecretExpiresAt, new Date())
    ? iso(row.previousSecretExpiresAt!)
    : null,
  created_at: iso(row.createdAt),
});

const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomToken(32)}`;

const toDelivery = (row: WebhookDeliveryRow) => ({
  id: row.id,
  event_id: (JSON.parse(row.payload) as { id: string }).id,
  event: row.event,
  status: row.status,
  attempts: row.attempts,
  response_status: row.responseStatus,
  error: row.lastError,
  created_at: iso(row.createdAt),
  last_attempt_at: isoOrNull(row.lastAttemptAt),
  next_attempt_at: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
});

export async function fetchWebhookEndpoints(services: Services, ownerId: string) {
  const rows = await services.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.ownerId, ownerId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return { endpoints: rows.map(toEndpoint) };
}

export async function createWebhookEndpoint(
  services: Services,
  ownerId: string,
  body: CreateWebhookEndpointBody,
) {
  const urlRefusal = refuseWebhookUrl(body.url, services.config.webhookAllowPrivate);
  if (urlRefusal) throw fieldRefusalError(urlRefusal);
  const secret = newSecret();
  const row = await services.db.transaction(async (tx) => {
    // The owner's row locked: two registrations at once cannot both pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
    const [kept] = await tx
      .select({ count: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.ownerId, ownerId));
    refuse(refuseNewWebhookEndpoint(kept?.count ?? 0));
    const [inserted] = await tx
      .insert(webhookEndpoints)
      .values({ id: newId(), ownerId, url: body.url, events: ordered(body.events), secret })
      .returning();
    return inserted!;
  });
  return { endpoint: toEndpoint(row), secret };
}

export async function updateWebhookEndpoint(
  services: Services,
  input: { endpoint_id: string; enabled?: boolean; events?: WebhookEventKind[] },
) {
  const [row] = await services.db
    .update(webhookEndpoints)
    .set({
      ...(input.enabled === undefined
        ? {}
        : { disabledAt: input.enabled ? null : sql`coalesce(${webhookEndpoints.disabledAt}, now())` }),
      ...(input.events ? { events: ordered(input.events) } : {}),
    })
    .where(eq(webhookEndpoints.id, input.endpoint_id))
    .returning();
  if (!row) throw notFound('Webhook endpoint');
  // Enabled again: the deliveries that waited are due.
  if (input.enabled) sendWebhooksSoon(services);
  return toEndpoint(row);
}

export async function deleteWebhookEndpoint(services: Services, endpointId: string) {
  // Its deliveries go with it (ON DELETE CASCADE).
  const gone = await services.db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpointId))
    .returning({ id: webhookEndpoints.id });
  if (gone.length === 0) throw notFound('Webhook endpoint');
  return { ok: true as const };
}

/** The latest deliveries an endpoint's log shows. */
const LOG_LENGTH = 50;

export async function fetchWebhookDeliveries(services: Services, endpointId: string) {
  const [endpoint] = await services.db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpointId));
  if (!endpoint) throw notFound('Webhook endpoint');
  const rows = await services.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(LOG_LENGTH);
  return { deliveries: rows.map(toDelivery) };
}

/**
 * Pending again and due now, with the same id and body: the receiver's de-duplication by the
 * Idempotency-Key tells a resend of what it had. Its attempts count on from where they were.
 */
export async function resendWebhookDelivery(
  services: Services,
  input: { endpoint_id: string; delivery_id: string },
) {
  const [row] = await services.db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: new Date() })
    .where(
      and(eq(webhookDeliveries.id, input.delivery_id), eq(webhookDeliveries.endpointId, input.endpoint_id)),
    )
    .returning();
  if (!row) throw notFound('Webhook delivery');
  sendWebhooksSoon(services);
  return toDelivery(row);
}

/** A `ping` to one of the caller's enabled endpoints, sent soon and logged as every delivery. */
export async function sendWebhookTestEvent(services: Services, endpointId: string) {
  const row = await services.db.transaction(async (tx) => {
    // Locked: a disable at the same moment comes before or after, never between the check and the write.
    const [endpoint] = await tx
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpointId))
      .for('update');
    if (!endpoint) throw notFound('Webhook endpoint');
    refuse(refuseWebhookTestEvent(endpoint.disabledAt === null));
    return enqueueWebhookPing(tx, endpoint);
  });
  sendWebhooksSoon(services);
  return toDelivery(row);
}

/**
 * A new secret, answered this once. The one it replaces signs beside it until the hours chosen
 * have passed (none: from now on only the new one signs), so a receiver changes over unrefused.
 * A second roll within the overlap drops the oldest: two secrets sign at most.
 */
export async function rollWebhookSecret(services: Services, input: RollWebhookSecretBody) {
  const secret = newSecret();
  const [row] = await services.db.transaction(async (tx) => {
    const [endpoint] = await tx
      .select({ secret: webhookEndpoints.secret })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, input.endpoint_id))
      .for('update');
    if (!endpoint) throw notFound('Webhook endpoint');
    const expiresAt = previousSecretExpiry(input.previous_expires_in_hours, new Date());
    return tx
      .update(webhookEndpoints)
      .set({ secret, previousSecret: expiresAt ? endpoint.secret : null, previousSecretExpiresAt: expiresAt })
      .where(eq(webhookEndpoints.id, input.endpoint_id))
      .returning();
  });
  return { endpoint: toEndpoint(row!), secret };
}
