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
  'milestone_delivered',
  'milestone_approved',
  'milestone_paid',
  'issue_opened',
  'issue_resolved',
  'issue_commented',
  'timesheet_approved',
  'timesheet_disputed',
  'dispute_opened',
  'dispute_answered',
  'dispute_settlement_proposed',
  'dispute_settled',
  'dispute_escalated',
  'dispute_decided',
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
