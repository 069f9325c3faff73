import { fetchDisputeQueueMock } from './fetch-dispute-queue';
import { fetchDisputeCaseMock } from './fetch-dispute-case';
import { decideDisputeMock } from './decide-dispute';
import { fetchAuditLogMock } from './fetch-audit-log';
import { searchConsoleUsersMock } from './search-console-users';
import { searchConsolePaymentsMock } from './search-console-payments';
import { searchConsoleContentMock } from './search-console-content';
import { fetchConsoleOverviewMock } from './fetch-console-overview';
import { fetchConsoleUserMock } from './fetch-console-user';
import { suspendUserMock } from './suspend-user';
import { reinstateUserMock } from './reinstate-user';
import { fetchReportQueueMock } from './fetch-report-queue';
import { dismissReportMock } from './dismiss-report';
import { actOnReportMock } from './act-on-report';
import { hideContentMock } from './hide-content';
import { restoreContentMock } from './restore-content';

/** The console area's calls: each one's scenario factories, by operation name. */
export const consoleMocks = {
  fetchDisputeQueue: fetchDisputeQueueMock,
  fetchDisputeCase: fetchDisputeCaseMock,
  decideDispute: decideDisputeMock,
  fetchAuditLog: fetchAuditLogMock,
  searchConsoleUsers: searchConsoleUsersMock,
  searchConsolePayments: searchConsolePaymentsMock,
  searchConsoleContent: searchConsoleContentMock,
  fetchConsoleOverview: fetchConsoleOverviewMock,
  fetchConsoleUser: fetchConsoleUserMock,
  suspendUser: suspendUserMock,
  reinstateUser: reinstateUserMock,
  fetchReportQueue: fetchReportQueueMock,
  dismissReport: dismissReportMock,
  actOnReport: actOnReportMock,
  hideContent: hideContentMock,
  restoreContent: restoreContentMock,
} as const;
