import { z } from 'zod';

import { idSchema, timestampSchema, userSummarySchema } from './common';

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
] as const;
export const operatorActionSchema = z.enum(operatorActions);
export type OperatorAction = z.infer<typeof operatorActionSchema>;

export const auditSubjectTypeSchema = z.enum(['dispute', 'user', 'report', 'job_post', 'review']);
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
