import type { NotificationKind, NotificationSubject } from '@lancer/api/schemas/notification';
import { WEBHOOK_PING_TITLE } from '@lancer/api/rules/webhook';
import {
  webhookEventKinds,
  type WebhookDeliveryEvent,
  type WebhookEvent,
  type WebhookEventKind,
} from '@lancer/api/schemas/webhook';
import { and, inArray, isNull } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { webhookDeliveries, webhookEndpoints, type WebhookEndpointRow } from '../db/webhook-schema';
import { newId } from '../lib/ids';

export type WebhookEventInput = {
  recipientId: string;
  kind: NotificationKind;
  subject: NotificationSubject;
  actorId: string | null;
  title: string;
};

const isWebhookKind = (kind: NotificationKind): kind is WebhookEventKind =>
  (webhookEventKinds as readonly string[]).includes(kind);

/**
 * The webhook outbox's write (decision 1808), called by emitNotification with the change's
 * transaction: one delivery per event and enabled endpoint of its recipient that takes its kind,
 * committed with the change or not at all. The body is fixed here, so every attempt and a resend
 * sign and send the same bytes. The sender (webhook-sender.ts) sends it after the commit.
 */
export async function enqueueWebhooks(tx: Executor, inputs: readonly WebhookEventInput[]) {
  const events = inputs.filter((input): input is WebhookEventInput & { kind: WebhookEventKind } =>
    isWebhookKind(input.kind),
  );
  if (events.length === 0) return 0;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, ownerId: webhookEndpoints.ownerId, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(
      and(
        inArray(webhookEndpoints.ownerId, [...new Set(events.map((event) => event.recipientId))]),
        isNull(webhookEndpoints.disabledAt),
      ),
    );
  if (endpoints.length === 0) return 0;
  const now = new Date();
  const rows = events.flatMap((input) => {
    const takers = endpoints.filter(
      (endpoint) => endpoint.ownerId === input.recipientId && endpoint.events.includes(input.kind),
    );
    if (takers.length === 0) return [];
    const payload = eventBody(input.kind, now, input);
    return takers.map((endpoint) => ({
      id: newId(),
      endpointId: endpoint.id,
      event: input.kind,
      payload,
      nextAttemptAt: now,
    }));
  });
  if (rows.length > 0) await tx.insert(webhookDeliveries).values(rows);
  return rows.length;
}

/** The body every attempt signs and sends: fixed when the delivery is written. */
function eventBody(
  type: WebhookDeliveryEvent,
  at: Date,
  input: Pick<WebhookEventInput, 'recipientId' | 'actorId' | 'title' | 'subject'>,
) {
  const event: WebhookEvent = {
    id: newId(),
    type,
    created_at: at.toISOString(),
    data: { user_id: input.recipientId, actor_id: input.actorId, title: input.title, subject: input.subject },
  };
  return JSON.stringify(event);
}

/** The test event (`ping`) its owner sends an endpoint: a delivery like any other, due now. */
export async function enqueueWebhookPing(tx: Executor, endpoint: WebhookEndpointRow) {
  const now = new Date();
  const [row] = await tx
    .insert(webhookDeliveries)
    .values({
      id: newId(),
      endpointId: endpoint.id,
      event: 'ping',
      payload: eventBody('ping', now, {
        recipientId: endpoint.ownerId,
        actorId: endpoint.ownerId,
        title: WEBHOOK_PING_TITLE,
        subject: {},
      }),
      nextAttemptAt: now,
    })
    .returning();
  return row!;
}
