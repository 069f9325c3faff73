import type {
  WebhookDeliveryEvent,
  WebhookDeliveryStatus,
  WebhookEventKind,
} from '@lancer/api/schemas/webhook';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

import { createdAt, tstz } from './columns';

/**
 * The webhook area (decision 1808): a user's endpoints, each with the event kinds it is sent and
 * the secret its deliveries are signed with (kept as it is: signing needs it, as Stripe's does).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    url: text('url').notNull(),
    events: text('events').array().$type<WebhookEventKind[]>().notNull(),
    /** `whsec_` and 32 random bytes in base64url: shown once, in createWebhookEndpoint's answer. */
    secret: text('secret').notNull(),
    /** After a roll: the secret before, signing beside `secret` until `previous_secret_expires_at`. */
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: tstz('previous_secret_expires_at'),
    /** Null while deliveries are sent; a disabled endpoint is written no new deliveries. */
    disabledAt: tstz('disabled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_owner').on(t.ownerId, t.createdAt)],
);
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/**
 * The webhook outbox: one row per event and endpoint, written in the transaction of the change
 * (emitNotification). A sender claims a due row by moving `next_attempt_at` past its lease in one
 * statement (FOR UPDATE SKIP LOCKED), so of several instances one sends it; `attempts` fences the
 * result to the claim that made it. The row's id is the event's id and its Idempotency-Key.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').$type<WebhookDeliveryEvent>().notNull(),
    /** The JSON body exactly as signed and sent. */
    payload: text('payload').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    lastAttemptAt: tstz('last_attempt_at'),
    /** The receiver's HTTP status of the last attempt; null when none answered. */
    responseStatus: integer('response_status'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_endpoint').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
