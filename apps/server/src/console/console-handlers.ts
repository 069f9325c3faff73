import type { HandlerMap } from '../http/handler';
import { fetchConsoleOverview } from './console-overview-service';
import { searchConsoleContent } from './console-content-service';
import { searchConsolePayments } from './console-payment-service';
import { fetchConsoleUser, reinstateUser, searchConsoleUsers, suspendUser } from './console-user-service';
import {
  actOnReport,
  dismissReport,
  fetchReportQueue,
  hideContent,
  restoreContent,
} from './report-triage-service';
import { decideDispute, fetchAuditLog, fetchDisputeCase, fetchDisputeQueue } from './console-service';

/** Console handlers: register-operations.ts refuses non-administrators before any of these runs. */
export const consoleHandlers = {
  fetchDisputeQueue: ({ services, query }) => fetchDisputeQueue(services, query),
  fetchDisputeCase: ({ services, user, query }) => fetchDisputeCase(services, user.id, query.dispute_id),
  decideDispute: ({ services, user, body }) => decideDispute(services, user.id, body),
  fetchAuditLog: ({ services, query }) => fetchAuditLog(services, query),
  searchConsoleUsers: ({ services, query }) => searchConsoleUsers(services, query),
  fetchConsoleUser: ({ services, query }) => fetchConsoleUser(services, query.user_id),
  suspendUser: ({ services, user, body }) => suspendUser(services, user.id, body),
  reinstateUser: ({ services, user, body }) => reinstateUser(services, user.id, body),
  fetchReportQueue: ({ services, query }) => fetchReportQueue(services, query),
  dismissReport: ({ services, user, body }) => dismissReport(services, user.id, body),
  actOnReport: ({ services, user, body }) => actOnReport(services, user.id, body),
  hideContent: ({ services, user, body }) => hideContent(services, user.id, body),
  restoreContent: ({ services, user, body }) => restoreContent(services, user.id, body),
  searchConsolePayments: ({ services, query }) => searchConsolePayments(services, query),
  searchConsoleContent: ({ services, query }) => searchConsoleContent(services, query),
  fetchConsoleOverview: ({ services, query }) => fetchConsoleOverview(services, query),
} satisfies HandlerMap;
