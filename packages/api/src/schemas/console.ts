import { z } from 'zod';

import { dateSchema, idSchema, timestampSchema, userSummarySchema } from './common';
import { paymentSchema, paymentStatusSchema } from './payment';
import { hiddenSchema, hideableTypeSchema } from './report';

/** The administrator's console (decision 1501): what an operator did, kept for good. */

export const operatorActions = [
  'dispute_decided',
  'user_suspended',
  'user_reinstated',
  'report_dismissed',
  'job_post_hidden',
  'job_post_restored',
  'review_hidden',
  'review_restored',
  /** A user made or revoked a personal access token of their own (decision 1807): the "operator" is that user. */
  'access_token_created',
  'access_token_revoked',
] as const;
export const operatorActionSchema = z.enum(operatorActions);
export type OperatorAction = z.infer<typeof operatorActionSchema>;

export const auditSubjectTypeSchema = z.enum([
  'dispute',
  'user',
  'report',
  'job_post',
  'review',
  'access_token',
]);
export type AuditSubjectType = z.infer<typeof auditSubjectTypeSchema>;

/** One line of the audit log: who did what to what, when and why (append-only). */
export const auditEntrySchema = z.object({
  id: idSchema,
  operator: userSummarySchema,
  action: operatorActionSchema,
  subject_type: auditSubjectTypeSchema,
  subject_id: idSchema,
  /** What the action decided, in words and numbers (outcome, cents, until when...). */
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  reason: z.string(),
  created_at: timestampSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The console's search of users (decision 1503): a part of the name, email or FLID; empty lists all. */
export const consoleUserQuerySchema = z.object({
  q: z.string().trim().max(200, 'At most 200 characters').default(''),
});

/** A user as the console shows them: who, since when, and any suspension in force. */
export const consoleUserSchema = z.object({
  user: userSummarySchema,
  email: z.string(),
  /** Role bits (PERSONAL 1, BUSINESS 2, CONTRIBUTOR 4, ADMINISTRATOR 8). */
  role: z.number().int(),
  created_at: timestampSchema,
  /** The end of the suspension in force; null when the user is not suspended (or it has ended). */
  suspended_until: timestampSchema.nullable(),
  /** Why the suspension in force was decided; '' when none. */
  suspension_reason: z.string(),
});
export type ConsoleUser = z.infer<typeof consoleUserSchema>;

/** The most a suspension's or reinstatement's reason holds. */
export const SUSPENSION_REASON_MAX = 2_000;

const reasonSchema = z
  .string({ error: 'Write the reason for the suspension' })
  .trim()
  .min(1, 'Write the reason for the suspension')
  .max(SUSPENSION_REASON_MAX, 'At most 2,000 characters');

/** Suspends a user with a reason until an instant in the future (ACCOUNT-SUSPENDED). */
export const suspendUserBodySchema = z.object({
  user_id: idSchema,
  reason: reasonSchema,
  until: timestampSchema,
});
export type SuspendUserBody = z.input<typeof suspendUserBodySchema>;

export const reinstateUserBodySchema = z.object({
  user_id: idSchema,
  reason: z.string().trim().max(SUSPENSION_REASON_MAX, 'At most 2,000 characters').default(''),
});

/**
 * The console's search of payments (decision 1531): one text matched against either party's name or
 * email, the project's title, the payment's id and the gateway's ids (checkout session, refund), as
 * a payment dashboard's one search box does; optionally one state.
 */
export const consolePaymentQuerySchema = z.object({
  q: z.string().trim().max(200, 'At most 200 characters').default(''),
  status: paymentStatusSchema.optional(),
});

/** A payment as the console shows it: the payment both parties see, and what the gateway calls it. */
export const consolePaymentSchema = paymentSchema.extend({
  /** The gateway's checkout session (Stripe `cs_…`, the sandbox's `cs_sandbox_…`); null off-platform. */
  gateway_id: z.string().nullable(),
  /** The gateway's refund of a dispute's client share (decision 1500); null without one. */
  refund_id: z.string().nullable(),
});
export type ConsolePayment = z.infer<typeof consolePaymentSchema>;

/** The age groups of open disputes, in whole days since opened (the answer window is 3 days). */
export const disputeAgeGroups = ['under_3', 'from_3_to_6', 'from_7_to_13', 'over_13'] as const;
export type DisputeAgeGroup = (typeof disputeAgeGroups)[number];

/** How many days back the overview's series go (today included). */
export const consoleOverviewQuerySchema = z.object({
  days: z.coerce.number().int().min(7, 'At least 7 days').max(90, 'At most 90 days').default(30),
});

/**
 * The numbers an operator needs (decision 1532): open disputes and their age, the money they hold,
 * reports waiting, and sign-ups and payments per day (UTC days, oldest first, today last).
 */
export const consoleOverviewSchema = z.object({
  as_of: timestampSchema,
  open_disputes: z.object({
    /** Disputes not settled or decided yet (OPEN, ANSWERED, ESCALATED). */
    count: z.number().int().nonnegative(),
    /** The escalated ones, waiting for an administrator. */
    escalated: z.number().int().nonnegative(),
    oldest_opened_at: timestampSchema.nullable(),
    by_age: z.array(z.object({ group: z.enum(disputeAgeGroups), count: z.number().int().nonnegative() })),
  }),
  /** The money open disputes hold, per currency (none when there is no open dispute). */
  money_held: z.array(z.object({ currency: z.string(), amount_cents: z.number().int().nonnegative() })),
  /** Open reports waiting for triage. */
  reports_waiting: z.number().int().nonnegative(),
  days: z.array(
    z.object({
      day: dateSchema,
      sign_ups: z.number().int().nonnegative(),
      /** Payments whose money arrived that day. */
      payments: z.number().int().nonnegative(),
    }),
  ),
});
export type ConsoleOverview = z.infer<typeof consoleOverviewSchema>;

/** The console's job posts and reviews to hide or restore without a report (decision 1541). */
export const consoleContentQuerySchema = z.object({
  type: hideableTypeSchema.default('job_post'),
  /** A part of the post's title or the review's words, its author's name or email, or its id. */
  q: z.string().trim().max(200, 'At most 200 characters').default(''),
});

/** A job post or a review as the console shows it: what it says, whose it is, whether it is hidden. */
export const consoleContentSchema = z.object({
  subject_type: hideableTypeSchema,
  subject_id: idSchema,
  /** The post's title, or the review's words. */
  text: z.string(),
  /** A review's stars (1 to 5); null for a job post. */
  rating: z.number().int().min(1).max(5).nullable(),
  author: userSummarySchema,
  created_at: timestampSchema,
  hidden: hiddenSchema.nullable(),
});
export type ConsoleContent = z.infer<typeof consoleContentSchema>;
