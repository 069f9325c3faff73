import { refuseHide, refuseRestore, refuseTriage } from '../../rules/report';
import { checkReviewVisible } from '../../rules/review';
import type { UserSummary } from '../../schemas/common';
import type {
  ConsoleReport,
  Hidden,
  HiddenContent,
  HideableType,
  ReportAction,
  ReportTargetType,
} from '../../schemas/report';
import { summaryOf } from '../factories/user';
import { recordMockOperatorAction } from './disputes';
import { alertSavedSearches } from './saved-searches';
import { notFound, refuse } from './mock-http-error';
import type { MockDb, StoredReport } from './mock-db';
import { requestRefusalFor } from './request-visibility';
import { isPublic } from './reviews';
import { tick } from './store';
import { findUser } from './views';

/** The mocks' reports and hidden content, with the same rules as the server (rules/report.ts, decision 1504). */

type Target = { label: string; ownerId: string; hidden: Hidden | null };

/** A report's target as `viewerId` may see it (REPORT-VISIBLE), or 404: whose it is, how the console names it, and whether it is hidden. */
export function targetOf(db: MockDb, type: ReportTargetType, id: string, viewerId: string | null): Target {
  if (type === 'job_post') {
    const request = db.requests.find((candidate) => candidate.id === id);
    if (!request) throw notFound('Request');
    if (viewerId !== null) refuse(requestRefusalFor(db, request, findUser(db, viewerId), viewerId));
    return { label: request.title, ownerId: request.client.user_id, hidden: request.hidden };
  }
  if (type === 'review') {
    const review = db.reviews.find((candidate) => candidate.id === id);
    if (!review) throw notFound('Review');
    if (viewerId !== null)
      refuse(
        checkReviewVisible(
          { authorId: review.author_id, isPublic: isPublic(db, review) },
          { id: viewerId, role: findUser(db, viewerId).role },
        ),
      );
    return { label: review.comment, ownerId: review.author_id, hidden: review.hidden ?? null };
  }
  if (type === 'message') {
    const message = db.messages.find((candidate) => candidate.id === id);
    const conversation = db.conversations.find((candidate) => candidate.id === message?.conversation_id);
    const member = conversation?.participants.some((person) => person.user_id === viewerId);
    if (!message || message.deleted_at || (viewerId !== null && !member)) throw notFound('Message');
    return { label: message.body, ownerId: message.sender.user_id, hidden: null };
  }
  const user = findUser(db, id);
  const { first_name: first, last_name: last } = user.account.basic;
  return { label: `${first} ${last}`, ownerId: id, hidden: null };
}

export function consoleReportView(db: MockDb, stored: StoredReport): ConsoleReport {
  const { reporter_id: reporterId, ...report } = stored;
  const target = targetOf(db, stored.target_type, stored.target_id, null);
  return {
    ...report,
    reporter: summaryOf(findUser(db, reporterId)),
    target: { label: target.label, owner: summaryOf(findUser(db, target.ownerId)), hidden: target.hidden },
  };
}

export function findReport(db: MockDb, reportId: string) {
  const report = db.reports.find((candidate) => candidate.id === reportId);
  if (!report) throw notFound('Report');
  return report;
}

/** REPORT-TRIAGE: closes the report (and, when acting, the target's other open reports) as the operator decided. */
export function closeReports(
  db: MockDb,
  report: StoredReport,
  action: ReportAction,
  note: string,
  operator: UserSummary,
) {
  refuse(refuseTriage({ status: report.status, targetType: report.target_type }, action));
  const resolution = { action, note, operator, resolved_at: tick(db) };
  const closing =
    action === 'dismiss'
      ? [report]
      : db.reports.filter(
          (other) =>
            other.status === 'OPEN' &&
            other.target_type === report.target_type &&
            other.target_id === report.target_id,
        );
  for (const each of closing) {
    each.status = action === 'dismiss' ? 'DISMISSED' : 'ACTED';
    each.resolution = resolution;
  }
}

/** HIDE-RESTORE on the stored job post or review, with its audit line. */
export function setHidden(
  db: MockDb,
  input: {
    type: HideableType;
    id: string;
    hide: boolean;
    reason: string;
    operator: UserSummary;
    reportId?: string;
  },
): HiddenContent {
  const item =
    input.type === 'job_post'
      ? db.requests.find((request) => request.id === input.id)
      : db.reviews.find((review) => review.id === input.id);
  if (!item) throw notFound(input.type === 'job_post' ? 'Request' : 'Review');
  refuse(input.hide ? refuseHide(Boolean(item.hidden)) : refuseRestore(Boolean(item.hidden)));
  item.hidden = input.hide ? { reason: input.reason, hidden_at: tick(db) } : null;
  // A job post shown again alerts the saved searches it matches (decision 2200).
  const shownJob = input.hide ? undefined : db.requests.find((request) => request.id === input.id);
  if (input.type === 'job_post' && shownJob) alertSavedSearches(db, shownJob);
  recordMockOperatorAction(db, {
    operator: input.operator,
    action: `${input.type}_${input.hide ? 'hidden' : 'restored'}`,
    subject_type: input.type,
    subject_id: input.id,
    details: input.reportId ? { report_id: input.reportId } : {},
    reason: input.reason,
  });
  return { subject_type: input.type, subject_id: input.id, hidden: item.hidden ?? null };
}
