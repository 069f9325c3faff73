import { z } from 'zod';

import { REPORT_TEXT_MAX, reportReasons } from '@lancer/api/schemas/report';

/** The contract's rules for a report (submitReportBodySchema), with i18n keys (common:report.errors.*) as messages. */
export const reportFormSchema = z.object({
  reason: z.enum(reportReasons, 'errors.reason'),
  detail: z.string().trim().max(REPORT_TEXT_MAX, 'errors.detailLong'),
});
export type ReportFormValues = z.infer<typeof reportFormSchema>;
