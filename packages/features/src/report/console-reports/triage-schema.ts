import { z } from 'zod';

import { REPORT_TEXT_MAX } from '@lancer/api/schemas/report';

/**
 * The contract's rules for triage (dismissReportBodySchema, actOnReportBodySchema), with i18n keys
 * (console:reports.errors.*) as messages; a suspension's end is a day, sent as its last second.
 */
const text = z.string().trim().min(1, 'errors.reason').max(REPORT_TEXT_MAX, 'errors.reasonLong');

export const dismissFormSchema = z.object({
  note: z.string().trim().min(1, 'errors.note').max(REPORT_TEXT_MAX, 'errors.reasonLong'),
});
export type DismissFormValues = z.infer<typeof dismissFormSchema>;

export const actFormSchema = z
  .object({
    action: z.enum(['hide_job_post', 'hide_review', 'suspend_user'], 'errors.action'),
    reason: text,
    until: z.string(),
  })
  .refine(
    (values) =>
      values.action !== 'suspend_user' ||
      (/^\d{4}-\d{2}-\d{2}$/.test(values.until) &&
        new Date(`${values.until}T23:59:59`).getTime() > Date.now()),
    { message: 'errors.until', path: ['until'] },
  );
export type ActFormValues = z.infer<typeof actFormSchema>;
