import { refuseHide, refuseRestore, refuseTriage } from '@lancer/api/rules/report';
import type {
  ActOnReportBody,
  ConsoleReport,
  HiddenContent,
  HideableType,
  ReportAction,
} from '@lancer/api/schemas/report';
import { and, asc, eq, isNotNull, isNull, ne } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { reports, type ReportRow } from '../db/report-schema';
import { requests } from '../db/request-schema';
import { reviews } from '../db/review-schema';
import { conflict, notFound, refuse } from '../http/errors';
import { paged, readPage, type PageQuery } from '../lib/paging';
import { iso } from '../lib/time';
import { announce } from '../notification/emit-notification';
import { loadReportTarget } from '../report/report-target';
import { alertSavedSearches } from '../saved-search/saved-search-match';
import { refreshReputations } from '../user/reputation';
import { toReport } from '../report/report-service';
import type { Services } from '../services';
import { loadSummaries } from '../user/user-summaries';
import { recordOperatorAction } from '../audit/audit-log';
import { suspendUser } from './console-user-service';

/**
 * The console's reports and hidden content (decision 1504). register-operations.ts has already
 * refused anyone without the ADMINISTRATOR bit (CONSOLE-ADMIN-ONLY) before these run; every
 * operator action writes its audit line in its own transaction.
 */

async function toConsoleReports(db: Executor, rows: ReportRow[]): Promise<ConsoleReport[]> {
  const targets = await Promise.all(
    rows.map((row) => loadReportTarget(db, row.targetType, row.targetId, null).catch(() => null)),
  );
  const people = await loadSummaries(db, [
    ...rows.flatMap((row) => [row.reporterId, row.resolvedBy]),
    ...targets.map((target) => target?.ownerId),
  ]);
  return rows.map((row, index) => {
    const target = targets[index];
    return {
      ...toReport(row),
      reporter: people.get(row.reporterId),
      target: {
        label: target?.label ?? '',
        owner: people.get(target?.ownerId ?? ''),
        hidden: target?.hidden ?? null,
      },
      resolution:
        row.resolvedAction && row.resolvedBy && row.resolvedAt
          ? {
              action: row.resolvedAction,
              note: row.resolvedNote ?? '',
              operator: people.get(row.resolvedBy),
              resolved_at: iso(row.resolvedAt),
            }
          : null,
    };
  });
}

export async function fetchReportQueue(services: Services, query: PageQuery & { status: 'open' | 'closed' }) {
  const where = query.status === 'open' ? eq(reports.status, 'OPEN') : ne(reports.status, 'OPEN');
  const { rows, total } = await readPage(
    services.db,
    reports,
    where,
    [asc(reports.createdAt), asc(reports.id)],
    query,
  );
  return paged(await toConsoleReports(services.db, rows), total, query);
}

async function loadReport(db: Executor, reportId: string) {
  const [row] = await db.select().from(reports).where(eq(reports.id, reportId));
  if (!row) throw notFound('Report');
  return row;
}

/** REPORT-TRIAGE: closes the report (acting: the target's other open reports too), guarded on OPEN. */
async function closeReports(
  tx: Executor,
  report: ReportRow,
  action: ReportAction,
  note: string,
  operatorId: string,
) {
  const resolution = {
    status: action === 'dismiss' ? ('DISMISSED' as const) : ('ACTED' as const),
    resolvedAction: action,
    resolvedNote: note,
    resolvedBy: operatorId,
    resolvedAt: new Date(),
  };
  const which =
    action === 'dismiss'
      ? eq(reports.id, report.id)
      : and(eq(reports.targetType, report.targetType), eq(reports.targetId, report.targetId));
  const closed = await tx
    .update(reports)
    .set(resolution)
    .where(and(which, eq(reports.status, 'OPEN')))
    .returning({ id: reports.id });
  // Another operator closed it meanwhile: nothing of this action stands.
  if (!closed.some((row) => row.id === report.id)) throw conflict('This report is already closed');
}

async function triage(
  services: Services,
  reportId: string,
  action: ReportAction,
  act: (tx: Executor, report: ReportRow) => Promise<void>,
) {
  const report = await loadReport(services.db, reportId);
  refuse(refuseTriage(report, action));
  await act(services.db, report);
  return (await toConsoleReports(services.db, [await loadReport(services.db, reportId)]))[0]!;
}

export async function dismissReport(
  services: Services,
  operatorId: string,
  body: { report_id: string; note: string },
) {
  return triage(services, body.report_id, 'dismiss', (db, report) =>
    db.transaction(async (tx) => {
      await closeReports(tx, report, 'dismiss', body.note, operatorId);
      await recordOperatorAction(tx, {
        operatorId,
        action: 'report_dismissed',
        subjectType: 'report',
        subjectId: report.id,
        details: { target_type: report.targetType, target_id: report.targetId },
        reason: body.note,
      });
    }),
  );
}

/** Hides or shows a job post or review with its audit line, in the caller's transaction (HIDE-RESTORE). */
async function setHidden(
  tx: Executor,
  input: {
    type: HideableType;
    id: string;
    hide: boolean;
    reason: string;
    operatorId: string;
    reportId?: string;
  },
): Promise<HiddenContent> {
  const table = input.type === 'job_post' ? requests : reviews;
  const [row] = await tx.select({ hiddenAt: table.hiddenAt }).from(table).where(eq(table.id, input.id));
  if (!row) throw notFound(input.type === 'job_post' ? 'Request' : 'Review');
  const wasHidden = row.hiddenAt !== null;
  refuse(input.hide ? refuseHide(wasHidden) : refuseRestore(wasHidden));
  const hiddenAt = input.hide ? new Date() : null;
  // Guarded on the state read: of two operators at once, one changes it and the other gets 409.
  const changed = await tx
    .update(table)
    .set({ hiddenAt, hiddenReason: input.hide ? input.reason : '' })
    .where(and(eq(table.id, input.id), wasHidden ? isNotNull(table.hiddenAt) : isNull(table.hiddenAt)))
    .returning({ id: table.id });
  if (changed.length === 0) throw conflict(input.hide ? 'This is already hidden' : 'This is not hidden');
  // REVIEW-HIDDEN: a hidden review no longer counts, a shown one counts again (PROVIDER-SORT).
  if (input.type === 'review') {
    const [review] = await tx
      .select({ subjectId: reviews.subjectId })
      .from(reviews)
      .where(eq(reviews.id, input.id));
    await refreshReputations(tx, [review?.subjectId ?? '']);
  }
  await recordOperatorAction(tx, {
    operatorId: input.operatorId,
    action: `${input.type}_${input.hide ? 'hidden' : 'restored'}`,
    subjectType: input.type,
    subjectId: input.id,
    details: input.reportId ? { report_id: input.reportId } : {},
    reason: input.reason,
  });
  return {
    subject_type: input.type,
    subject_id: input.id,
    hidden: hiddenAt ? { reason: input.reason, hidden_at: hiddenAt.toISOString() } : null,
  };
}

/**
 * REPORT-TRIAGE: hides the reported job post or review, or suspends the user whose the target is
 * (ACCOUNT-SUSPENDED, with its end of sessions); the action, its audit line and the closing of the
 * target's open reports commit together.
 */
export async function actOnReport(services: Services, operatorId: string, body: ActOnReportBody) {
  const reason = body.reason.trim();
  return triage(services, body.report_id, body.action, async (db, report) => {
    if (body.action === 'suspend_user') {
      const target = await loadReportTarget(db, report.targetType, report.targetId, null);
      await suspendUser(
        services,
        operatorId,
        { user_id: target.ownerId, reason, until: body.until! },
        {
          details: { report_id: report.id },
          within: (tx) => closeReports(tx, report, body.action, reason, operatorId),
        },
      );
      return;
    }
    await db.transaction(async (tx) => {
      await setHidden(tx, {
        type: body.action === 'hide_job_post' ? 'job_post' : 'review',
        id: report.targetId,
        hide: true,
        reason,
        operatorId,
        reportId: report.id,
      });
      await closeReports(tx, report, body.action, reason, operatorId);
    });
  });
}

const setShown =
  (hide: boolean) =>
  (
    services: Services,
    operatorId: string,
    body: { subject_type: HideableType; subject_id: string; reason: string },
  ) =>
    services.db
      .transaction(async (tx) => {
        const shown = await setHidden(tx, {
          type: body.subject_type,
          id: body.subject_id,
          hide,
          reason: body.reason.trim(),
          operatorId,
        });
        // A job post shown again alerts the saved searches it matches, once (decision 2200).
        const told =
          !hide && body.subject_type === 'job_post' ? await alertSavedSearches(tx, body.subject_id) : [];
        return { shown, told };
      })
      .then(({ shown, told }) => {
        announce(services, told);
        return shown;
      });

/** HIDE-RESTORE: hides a job post or review; the change and its audit line commit together. */
export const hideContent = setShown(true);

/** HIDE-RESTORE: shows a hidden job post or review again, with its audit line. */
export const restoreContent = setShown(false);
