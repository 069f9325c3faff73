import { dismissReport } from '../../../contract/console';
import { recordMockOperatorAction } from '../../db/disputes';
import { closeReports, consoleReportView, findReport } from '../../db/reports';
import { summaryOf } from '../../factories/user';
import { createOperationMock } from '../operation-mock';

/** REPORT-TRIAGE: the report closes with the operator's note and its audit line. */
export const dismissReportMock = createOperationMock(dismissReport, ({ db, me, body }) => {
  const report = findReport(db, body.report_id);
  closeReports(db, report, 'dismiss', body.note, summaryOf(me));
  recordMockOperatorAction(db, {
    operator: summaryOf(me),
    action: 'report_dismissed',
    subject_type: 'report',
    subject_id: report.id,
    details: { target_type: report.target_type, target_id: report.target_id },
    reason: body.note,
  });
  return consoleReportView(db, report);
});
