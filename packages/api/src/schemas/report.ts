import { z } from 'zod';

import { idSchema, timestampSchema, userSummarySchema } from './common';

/** Reports of job posts, profiles, reviews and messages, triaged in the console (decision 1504). */

export const reportTargetTypes = ['job_post', 'profile', 'review', 'message'] as const;
export const reportTargetTypeSchema = z.enum(reportTargetTypes);
export type ReportTargetType = z.infer<typeof reportTargetTypeSchema>;

/** The short list of reasons a reporter picks from (the detail says the rest). */
export const reportReasons = [
  'spam',
  'scam',
  'harassment',
  'inappropriate',
  'off_platform',
  'other',
] as const;
export const reportReasonSchema = z.enum(reportReasons, { error: 'Choose a reason' });
export type ReportReason = z.infer<typeof reportReasonSchema>;

export const reportStatuses = ['OPEN', 'DISMISSED', 'ACTED'] as const;
export const reportStatusSchema = z.enum(reportStatuses);
export type ReportStatus = z.infer<typeof reportStatusSchema>;

/** The most a report's detail and an operator's note or reason hold. */
export const REPORT_TEXT_MAX = 2_000;

export const submitReportBodySchema = z.object({
  target_type: reportTargetTypeSchema,
  target_id: idSchema,
  reason: reportReasonSchema,
  detail: z.string().trim().max(REPORT_TEXT_MAX, 'At most 2,000 characters').default(''),
});
export type SubmitReportBody = z.input<typeof submitReportBodySchema>;

/** A report as its reporter sees it. */
export const reportSchema = z.object({
  id: idSchema,
  target_type: reportTargetTypeSchema,
  target_id: idSchema,
  reason: reportReasonSchema,
  detail: z.string(),
  status: reportStatusSchema,
  created_at: timestampSchema,
});
export type Report = z.infer<typeof reportSchema>;

/** What an operator did with a report. */
export const reportActions = ['dismiss', 'hide_job_post', 'hide_review', 'suspend_user'] as const;
export const reportActionSchema = z.enum(reportActions);
export type ReportAction = z.infer<typeof reportActionSchema>;

/** A hidden job post or review: why and since when (decision 1504). */
export const hiddenSchema = z.object({ reason: z.string(), hidden_at: timestampSchema });
export type Hidden = z.infer<typeof hiddenSchema>;

/** A report as the console shows it: who reported what, and what the target is now. */
export const consoleReportSchema = reportSchema.extend({
  reporter: userSummarySchema,
  target: z.object({
    /** The job post's title, the user's name, the review's comment or the message's text. */
    label: z.string(),
    /** Whose it is: the job post's client, the profile's user, the review's author, the message's sender. */
    owner: userSummarySchema,
    /** The job post or review hidden now; null when shown (profiles and messages are never hidden). */
    hidden: hiddenSchema.nullable(),
  }),
  /** How the report was closed; null while OPEN. */
  resolution: z
    .object({
      action: reportActionSchema,
      note: z.string(),
      operator: userSummarySchema,
      resolved_at: timestampSchema,
    })
    .nullable(),
});
export type ConsoleReport = z.infer<typeof consoleReportSchema>;

/** The console's queue of reports: open ones (the default) or closed ones, oldest first. */
export const reportQueueQuerySchema = z.object({
  status: z.enum(['open', 'closed']).default('open'),
});

const operatorText = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(REPORT_TEXT_MAX, 'At most 2,000 characters');

export const dismissReportBodySchema = z.object({
  report_id: idSchema,
  note: operatorText('Write why the report is dismissed'),
});

/**
 * Acting on a report: hide the reported job post or review, or suspend the user whose the target
 * is until `until` (required then), with a reason.
 */
export const actOnReportBodySchema = z
  .object({
    report_id: idSchema,
    action: z.enum(['hide_job_post', 'hide_review', 'suspend_user']),
    reason: operatorText('Write the reason'),
    until: timestampSchema.optional(),
  })
  .refine((body) => body.action !== 'suspend_user' || body.until !== undefined, {
    message: 'Choose the end of the suspension',
    path: ['until'],
  });
export type ActOnReportBody = z.input<typeof actOnReportBodySchema>;

export const hideableTypes = ['job_post', 'review'] as const;
export const hideableTypeSchema = z.enum(hideableTypes);
export type HideableType = z.infer<typeof hideableTypeSchema>;

export const hideContentBodySchema = z.object({
  subject_type: hideableTypeSchema,
  subject_id: idSchema,
  reason: operatorText('Write the reason'),
});

export const restoreContentBodySchema = z.object({
  subject_type: hideableTypeSchema,
  subject_id: idSchema,
  reason: z.string().trim().max(REPORT_TEXT_MAX, 'At most 2,000 characters').default(''),
});

/** A job post or review as hide and restore answer it: hidden now (why, since when) or shown. */
export const hiddenContentSchema = z.object({
  subject_type: hideableTypeSchema,
  subject_id: idSchema,
  hidden: hiddenSchema.nullable(),
});
export type HiddenContent = z.infer<typeof hiddenContentSchema>;
