import { z } from 'zod';

import { idSchema, pageQuerySchema, timestampSchema, userSummarySchema } from './common';

/**
 * What happened, for whom (decision 1200). Written once by the server in the same transaction as
 * the change it tells of (emitNotification), read on the bell, its popover and /notifications.
 */
export const notificationKinds = [
  'proposal_received',
  'proposal_revised',
  'proposal_accepted',
  'proposal_rejected',
  'proposal_withdrawn',
  'invitation_received',
  'invitation_declined',
  'milestone_funded',
  'milestone_started',
  'milestone_delivered',
  'milestone_approved',
  'milestone_paid',
  'project_completed',
  'issue_opened',
  'issue_resolved',
  'issue_reopened',
  'issue_commented',
  'timesheet_approved',
  'timesheet_disputed',
  'dispute_opened',
  'dispute_answered',
  'dispute_settlement_proposed',
  'dispute_settled',
  'dispute_escalated',
  'dispute_decided',
  'payout_account_ready',
  'payment_failed',
  'message_received',
  'saved_search_match',
  'new_device_signin',
  'offer_received',
  'offer_revised',
  'offer_changes_requested',
  'offer_accepted',
  'offer_declined',
  'offer_withdrawn',
  'offer_expired',
] as const;
export const notificationKindSchema = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** The things a notification is about; which are set depends on its kind. */
export const notificationSubjectSchema = z.object({
  request_id: idSchema.optional(),
  proposal_id: idSchema.optional(),
  invitation_id: idSchema.optional(),
  project_id: idSchema.optional(),
  milestone_id: idSchema.optional(),
  issue_id: idSchema.optional(),
  dispute_id: idSchema.optional(),
  conversation_id: idSchema.optional(),
  /** saved_search_match: the search the new job (request_id) matched. */
  saved_search_id: idSchema.optional(),
  /** offer_*: the direct offer (and project_id once offer_accepted started it). */
  offer_id: idSchema.optional(),
  /** project_completed: the score the client gave the finished project, 0 to 100. */
  score: z.number().int().min(0).max(100).optional(),
  /**
   * new_device_signin (decision 1027): the sign-in from a device the account had not used: its
   * session (the id of the signed-in devices list), the browser and system its user agent names
   * ('' when it names none) and the address it came from ('' when unknown).
   */
  signin: z.object({ session_id: idSchema, browser: z.string(), os: z.string(), ip: z.string() }).optional(),
});
export type NotificationSubject = z.infer<typeof notificationSubjectSchema>;

export const notificationSchema = z.object({
  id: idSchema,
  kind: notificationKindSchema,
  subject: notificationSubjectSchema,
  /** Who caused it (null when nobody in particular did, e.g. a payment that arrived). */
  actor: userSummarySchema.nullable(),
  /** The name of what it is about as it was then: the job's, milestone's or issue's title. */
  title: z.string(),
  read_at: timestampSchema.nullable(),
  created_at: timestampSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

export const fetchNotificationsQuerySchema = pageQuerySchema.extend({
  /** 'unread': only those not read yet. */
  filter: z.enum(['all', 'unread']).default('all'),
  kind: notificationKindSchema.optional(),
});

export const unreadCountSchema = z.object({ unread_count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** One notification by id, or every one of the caller's (`all: true`). */
export const markNotificationsReadBodySchema = z
  .object({ notification_id: idSchema.optional(), all: z.boolean().optional() })
  .refine((body) => Boolean(body.notification_id) !== Boolean(body.all), {
    message: 'Name one notification or all of them',
    path: ['notification_id'],
  });

/**
 * How a kind reaches its recipient (decision 1220): on the bell only, also by mail at once, also
 * in the daily digest mail, or not at all (no row is written).
 */
export const notificationChannels = ['in_app', 'mail', 'digest', 'off'] as const;
export const notificationChannelSchema = z.enum(notificationChannels);
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;

/** The languages mails are written in. */
export const mailLanguageSchema = z.enum(['en', 'zh']);
export type MailLanguage = z.infer<typeof mailLanguageSchema>;

/**
 * Kinds whose channel nobody can change (decision 1027): a security notice always reaches the bell
 * and the mailbox, whatever the settings or an unsubscribe link say.
 */
export const lockedChannels: Partial<Record<NotificationKind, NotificationChannel>> = {
  new_device_signin: 'mail',
};

const kindChannelSchema = z.object({ kind: notificationKindSchema, channel: notificationChannelSchema });
export type KindChannel = z.infer<typeof kindChannelSchema>;

export const notificationSettingsSchema = z.object({
  /** The language of the mails (the reader's, saved with the settings). */
  language: mailLanguageSchema,
  /** Every kind, in notificationKinds' order. */
  channels: z.array(kindChannelSchema),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** The kinds named change; the others keep theirs. */
export const changeNotificationSettingsBodySchema = z
  .object({
    language: mailLanguageSchema.optional(),
    channels: z.array(kindChannelSchema).max(notificationKinds.length).default([]),
  })
  .refine((body) => new Set(body.channels.map((item) => item.kind)).size === body.channels.length, {
    message: 'Name each kind once',
    path: ['channels'],
  })
  .refine(
    (body) => body.channels.every((item) => (lockedChannels[item.kind] ?? item.channel) === item.channel),
    { message: 'Security notifications always come by mail: that cannot be changed', path: ['channels'] },
  );

export const unsubscribeMailQuerySchema = z.object({
  /** The signed token of a mail's unsubscribe link. */
  token: z.string().min(1, 'The unsubscribe link has no token').max(500),
});

export const unsubscribedSchema = z.object({
  /** The kind whose mails stopped; null: every kind's (the digest's link). */
  kind: notificationKindSchema.nullable(),
});
