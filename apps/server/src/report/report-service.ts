import { refuseReport } from '@lancer/api/rules/report';
import type { Report } from '@lancer/api/schemas/report';
import { and, eq } from 'drizzle-orm';

import { reports, type ReportRow } from '../db/report-schema';
import { refuse } from '../http/errors';
import { newId } from '../lib/ids';
import { iso } from '../lib/time';
import type { Services } from '../services';
import { loadReportTarget } from './report-target';

/** Reports (decision 1504): any signed-in user reports what they saw; the console triages them. */

export const toReport = (row: ReportRow): Report => ({
  id: row.id,
  target_type: row.targetType,
  target_id: row.targetId,
  reason: row.reason,
  detail: row.detail,
  status: row.status,
  created_at: iso(row.createdAt),
});

/** REPORT-ONE-OPEN: one open report per reporter and target (the partial unique index settles a race). */
export async function submitReport(
  services: Services,
  reporterId: string,
  body: { target_type: Report['target_type']; target_id: string; reason: Report['reason']; detail: string },
) {
  const target = await loadReportTarget(services.db, body.target_type, body.target_id, reporterId);
  const [open] = await services.db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, reporterId),
        eq(reports.targetType, body.target_type),
        eq(reports.targetId, body.target_id),
        eq(reports.status, 'OPEN'),
      ),
    );
  refuse(refuseReport({ reporterId, ownerId: target.ownerId, openReportExists: Boolean(open) }));
  const [row] = await services.db
    .insert(reports)
    .values({
      id: newId(),
      reporterId,
      targetType: body.target_type,
      targetId: body.target_id,
      reason: body.reason,
      detail: body.detail,
    })
    .onConflictDoNothing()
    .returning();
  refuse(row ? null : refuseReport({ reporterId, ownerId: target.ownerId, openReportExists: true }));
  return toReport(row!);
}
