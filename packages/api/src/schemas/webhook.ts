import { z } from 'zod';

import { idSchema, timestampSchema } from './common';
import { notificationSubjectSchema, type NotificationKind } from './notification';

/**
 * Webhooks (decision 1808): an integrator's HTTPS endpoint is sent, signed, the events of the
 * kinds it chose, each as it happens. The kinds are notification kinds (decision 1200): the same
 * change that writes the bell's row writes the endpoint's delivery, in the same transaction.
 */
export const webhookEventKinds = [
  'proposal_received',
  'proposal_accepted',
  'milestone_funded',
  'milestone_delivered',
  'milestone_paid',
  'project_completed',
  'dispute_opened',
  'message_received',
] as const satisfies readonly NotificationKind[];
export const webhookEventKindSchema = z.enum(webhookEventKinds);
export type WebhookEventKind = z.infer<typeof webhookEventKindSchema>;

/**
 * What a delivery tells of: an event kind, or `ping`, the test event its owner sends from the
 * settings to see the endpoint answer (sent whatever kinds the endpoint takes).
 */
export const webhookDeliveryEvents = [...webhookEventKinds, 'ping'] as const;
export const webhookDeliveryEventSchema = z.enum(webhookDeliveryEvents);
export type WebhookDeliveryEvent = z.infer<typeof webhookDeliveryEventSchema>;

export const webhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const;
export const webhookDeliveryStatusSchema = z.enum(webhookDeliveryStatuses);
export type WebhookDeliveryStatus = z.infer<typeof webhookDeliveryStatusSchema>;

/** An endpoint as its owner's settings list it; its secret is never listed (`secret_hint`: its start). */
export const webhookEndpointSchema = z.object({
  id: idSchema,
  url: z.string(),
  events: z.array(webhookEventKindSchema),
  /** False: disabled by its owner, written no new deliveries. */
  enabled: z.boolean(),
  secret_hint: z.string(),
  /** After a roll: until when the previous secret signs beside the new one (a second `v1`); null when it does not. */
  previous_secret_expires_at: timestampSchema.nullable(),
  created_at: timestampSchema,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** createWebhookEndpoint's and rollWebhookSecret's answer: the endpoint and its signing secret, shown this once. */
export const createdWebhookEndpointSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string().startsWith('whsec_'),
});

const eventsSchema = z
  .array(webhookEventKindSchema)
  .min(1, 'Choose at least one event')
  .refine((events) => new Set(events).size === events.length, 'Each event once');

export const createWebhookEndpointBodySchema = z.object({
  /** https://…; http://127.0.0.1 and other private hosts only where the server allows them (dev, test). */
  url: z
    .string()
    .trim()
    .min(1, 'Enter the endpoint URL')
    .max(2000, 'At most 2,000 characters')
    .refine((url) => URL.canParse(url), 'Enter a full URL, https://…'),
  events: eventsSchema,
});
export type CreateWebhookEndpointBody = z.infer<typeof createWebhookEndpointBodySchema>;

export const updateWebhookEndpointBodySchema = z.object({
  endpoint_id: idSchema,
  enabled: z.boolean().optional(),
  events: eventsSchema.optional(),
});

/** How long the previous secret may keep signing after a roll, in hours: 0 stops it at once. */
export const webhookSecretOverlapHours = [0, 1, 24, 72] as const;

export const rollWebhookSecretBodySchema = z.object({
  endpoint_id: idSchema,
  /** 0: deliveries are signed with the new secret only, from now; else both sign until then. */
  previous_expires_in_hours: z
    .number()
    .int()
    .refine(
      (hours) => (webhookSecretOverlapHours as readonly number[]).includes(hours),
      'Choose 0, 1, 24 or 72 hours',
    ),
});
export type RollWebhookSecretBody = z.infer<typeof rollWebhookSecretBodySchema>;

/** One delivery of one event to one endpoint, as its delivery log shows it. */
export const webhookDeliverySchema = z.object({
  /** The delivery's id: its Idempotency-Key header, the same on every attempt and on a resend. */
  id: idSchema,
  /** The event's id (the body's `id`), the same for every endpoint the event went to. */
  event_id: idSchema,
  event: webhookDeliveryEventSchema,
  status: webhookDeliveryStatusSchema,
  attempts: z.number().int().nonnegative(),
  /** The receiver's HTTP status on the last attempt; null before one, or when none answered. */
  response_status: z.number().int().nullable(),
  /** Why the last attempt failed, when it did (a timeout, a refused address, a status). */
  error: z.string().nullable(),
  created_at: timestampSchema,
  last_attempt_at: timestampSchema.nullable(),
  /** When it is tried next; null unless pending. */
  next_attempt_at: timestampSchema.nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** The JSON body of every delivery: what happened, to whom, about what. */
export const webhookEventSchema = z.object({
  id: idSchema,
  type: webhookDeliveryEventSchema,
  created_at: timestampSchema,
  data: z.object({
    /** The user the event is for: the endpoint's owner. */
    user_id: idSchema,
    /** Who caused it; null when nobody in particular did. */
    actor_id: idSchema.nullable(),
    /** The name of what it is about as it was then (the job's, milestone's title). */
    title: z.string(),
    subject: notificationSubjectSchema,
  }),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
