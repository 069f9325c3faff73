import type { ReportStatus, ReportTargetType } from '../schemas/report';
import { conflict, type Refusal } from './refusal';

/**
 * Reports and hidden content (decision 1504). The server (report/*, console/report-service.ts)
 * and the mocks decide with these functions.
 */

/** The refusal of a second open report of the same target, which the app words as its own state. */
export const ALREADY_REPORTED = 'You have already reported this; an administrator will look at it';

/** REPORT-ONE-OPEN: one open report per reporter and target; nobody reports what is their own. */
export function refuseReport(input: {
  reporterId: string;
  ownerId: string;
  openReportExists: boolean;
}): Refusal | null {
  if (input.reporterId === input.ownerId) return conflict('You cannot report your own content');
  if (input.openReportExists) return conflict(ALREADY_REPORTED);
  return null;
}

/** REPORT-TRIAGE: a report is closed once (dismissed or acted on), and only by an action its target allows. */
export function refuseTriage(
  report: { status: ReportStatus; targetType: ReportTargetType },
  action: 'dismiss' | 'hide_job_post' | 'hide_review' | 'suspend_user',
): Refusal | null {
  if (report.status !== 'OPEN') return conflict('This report is already closed');
  if (action === 'hide_job_post' && report.targetType !== 'job_post')
    return conflict('Only a reported job post can be hidden from its report');
  if (action === 'hide_review' && report.targetType !== 'review')
    return conflict('Only a reported review can be hidden from its report');
  return null;
}

/** HIDE-RESTORE: hiding hides what is shown, restoring shows what is hidden (409 otherwise). */
export const refuseHide = (hidden: boolean): Refusal | null =>
  hidden ? conflict('This is already hidden') : null;
export const refuseRestore = (hidden: boolean): Refusal | null =>
  hidden ? null : conflict('This is not hidden');
