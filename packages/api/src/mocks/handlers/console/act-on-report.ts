import { actOnReport } from '../../../contract/console';
import { refuseTriage } from '../../../rules/report';
import { refuse } from '../../db/mock-http-error';
import { closeReports, consoleReportView, findReport, setHidden, targetOf } from '../../db/reports';
import { suspendInMocks } from '../../db/suspensions';
import { summaryOf } from '../../factories/user';
import { createOperationMock } from '../operation-mock';

/** REPORT-TRIAGE: hide the reported post or review, or suspend its owner; the target's open reports close. */
export const actOnReportMock = createOperationMock(actOnReport, ({ db, me, meId, body }) => {
  const report = findReport(db, body.report_id);
  refuse(refuseTriage({ status: report.status, targetType: report.target_type }, body.action));
  const operator = summaryOf(me);
  if (body.action === 'suspend_user') {
    const { ownerId } = targetOf(db, report.target_type, report.target_id, null);
    suspendInMocks(db, {
      operator,
      operatorId: meId,
      user_id: ownerId,
      reason: body.reason,
      until: body.until!,
      details: { report_id: report.id },
    });
  } else {
    setHidden(db, {
      type: body.action === 'hide_job_post' ? 'job_post' : 'review',
      id: report.target_id,
      hide: true,
      reason: body.reason,
      operator,
      reportId: report.id,
    });
  }
  closeReports(db, report, body.action, body.reason, operator);
  return consoleReportView(db, report);
});
