import { submitReport } from '../../../contract/report';
import { refuseReport } from '../../../rules/report';
import { refuse } from '../../db/mock-http-error';
import { targetOf } from '../../db/reports';
import { newId, tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

/** REPORT-ONE-OPEN: one open report per reporter and target; none of one's own. */
export const submitReportMock = createOperationMock(submitReport, ({ db, meId, body }) => {
  const target = targetOf(db, body.target_type, body.target_id, meId);
  const openReportExists = db.reports.some(
    (report) =>
      report.reporter_id === meId &&
      report.status === 'OPEN' &&
      report.target_type === body.target_type &&
      report.target_id === body.target_id,
  );
  refuse(refuseReport({ reporterId: meId, ownerId: target.ownerId, openReportExists }));
  const stored = {
    id: newId('report'),
    reporter_id: meId,
    ...body,
    status: 'OPEN' as const,
    created_at: tick(db),
    resolution: null,
  };
  db.reports.push(stored);
  const { reporter_id: _reporter, resolution: _resolution, ...report } = stored;
  return report;
});
