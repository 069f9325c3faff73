import { z } from 'zod';

import {
  auditEntrySchema,
  consoleOverviewQuerySchema,
  consoleOverviewSchema,
  consoleContentQuerySchema,
  consoleContentSchema,
  consolePaymentQuerySchema,
  consolePaymentSchema,
  consoleUserQuerySchema,
  consoleUserSchema,
  reinstateUserBodySchema,
  suspendUserBodySchema,
} from '../schemas/console';
import { idSchema, pagedSchema, pageQuerySchema } from '../schemas/common';
import {
  decideDisputeBodySchema,
  disputeCaseSchema,
  disputeQueueQuerySchema,
  disputeSchema,
} from '../schemas/dispute';
import {
  actOnReportBodySchema,
  consoleReportSchema,
  dismissReportBodySchema,
  hiddenContentSchema,
  hideContentBodySchema,
  reportQueueQuerySchema,
  restoreContentBodySchema,
} from '../schemas/report';
import { administrators } from './access';
import { defineOperation } from './operation';

/**
 * The administrator's console (decision 1501): every call needs the ADMINISTRATOR role bit of the
 * caller's current role and answers 403 FORBIDDEN to anyone else (CONSOLE-ADMIN-ONLY).
 */

export const fetchDisputeQueue = defineOperation({
  name: 'fetchDisputeQueue',
  method: 'GET',
  path: '/api/console/fetch-dispute-queue',
  summary:
    'Disputes for an administrator: escalated ones waiting for a decision (or all), oldest first or largest ' +
    'amount first, paged.',
  auth: 'user',
  access: administrators,
  query: pageQuerySchema.extend(disputeQueueQuerySchema.shape),
  response: pagedSchema(disputeSchema),
});

export const fetchDisputeCase = defineOperation({
  name: 'fetchDisputeCase',
  method: 'GET',
  path: '/api/console/fetch-dispute-case',
  summary: "A dispute's case file: both statements, the delivery, the money and the funding payment.",
  auth: 'user',
  access: administrators,
  query: z.object({ dispute_id: idSchema }),
  response: disputeCaseSchema,
});

export const decideDispute = defineOperation({
  name: 'decideDispute',
  method: 'POST',
  path: '/api/console/decide-dispute',
  summary:
    'An administrator decides an ESCALATED dispute with a written reason: release, refund or split ' +
    '(DISPUTE-SPLIT). The money moves once (DISPUTE-DECIDE-ONCE): the same idempotency key replays the ' +
    'answer; a second administrator deciding meanwhile gets 409. Written to the audit log.',
  auth: 'user',
  access: administrators,
  body: decideDisputeBodySchema,
  response: disputeCaseSchema,
});

export const fetchAuditLog = defineOperation({
  name: 'fetchAuditLog',
  method: 'GET',
  path: '/api/console/fetch-audit-log',
  summary:
    'Every operator action, newest first: who, what, when and why. Append-only: no call edits or deletes it ' +
    '(AUDIT-APPEND-ONLY).',
  auth: 'user',
  access: administrators,
  query: pageQuerySchema,
  response: pagedSchema(auditEntrySchema),
});

export const searchConsoleUsers = defineOperation({
  name: 'searchConsoleUsers',
  method: 'GET',
  path: '/api/console/search-console-users',
  summary:
    'Users for an administrator, found by a part of their name, email or FLID (all without `q`), newest ' +
    'first, paged, each with any suspension in force.',
  auth: 'user',
  access: administrators,
  query: pageQuerySchema.extend(consoleUserQuerySchema.shape),
  response: pagedSchema(consoleUserSchema),
});

export const fetchConsoleUser = defineOperation({
  name: 'fetchConsoleUser',
  method: 'GET',
  path: '/api/console/fetch-console-user',
  summary: 'One user as the console shows them: who, email, role, since when, and any suspension in force.',
  auth: 'user',
  access: administrators,
  query: z.object({ user_id: idSchema }),
  response: consoleUserSchema,
});

export const suspendUser = defineOperation({
  name: 'suspendUser',
  method: 'POST',
  path: '/api/console/suspend-user',
  summary:
    'Suspends a user with a reason until an end date (ACCOUNT-SUSPENDED): their sessions end at once and ' +
    'sign-in answers 403 ACCOUNT_SUSPENDED with the reason and the end until then. Written to the audit log.',
  auth: 'user',
  access: administrators,
  body: suspendUserBodySchema,
  response: consoleUserSchema,
});

export const reinstateUser = defineOperation({
  name: 'reinstateUser',
  method: 'POST',
  path: '/api/console/reinstate-user',
  summary: 'Ends a suspension before its end date: the user can sign in again. Written to the audit log.',
  auth: 'user',
  access: administrators,
  body: reinstateUserBodySchema,
  response: consoleUserSchema,
});

export const fetchReportQueue = defineOperation({
  name: 'fetchReportQueue',
  method: 'GET',
  path: '/api/console/fetch-report-queue',
  summary:
    'Reports for an administrator, oldest first: open ones waiting for triage (the default) or closed ones, ' +
    'each with its reporter, what the target is now and how it was closed.',
  auth: 'user',
  access: administrators,
  query: pageQuerySchema.extend(reportQueueQuerySchema.shape),
  response: pagedSchema(consoleReportSchema),
});

export const dismissReport = defineOperation({
  name: 'dismissReport',
  method: 'POST',
  path: '/api/console/dismiss-report',
  summary:
    'Closes an open report with a note and nothing done to its target (REPORT-TRIAGE). Written to the audit ' +
    'log in the same transaction.',
  auth: 'user',
  access: administrators,
  body: dismissReportBodySchema,
  response: consoleReportSchema,
});

export const actOnReport = defineOperation({
  name: 'actOnReport',
  method: 'POST',
  path: '/api/console/act-on-report',
  summary:
    'Closes an open report by acting on its target with a reason: hides the reported job post or review, or ' +
    "suspends the user whose the target is until `until` (ACCOUNT-SUSPENDED). The target's other open " +
    'reports close with it. The action and its audit line commit together.',
  auth: 'user',
  access: administrators,
  body: actOnReportBodySchema,
  response: consoleReportSchema,
});

export const hideContent = defineOperation({
  name: 'hideContent',
  method: 'POST',
  path: '/api/console/hide-content',
  summary:
    'Hides a job post (gone from the board and its page for all but its client and administrators, ' +
    'HIDDEN-JOB-POST) or a review (gone from profiles and lists, not counted in ratings or job success, ' +
    'REVIEW-HIDDEN) with a reason. Written to the audit log in the same transaction.',
  auth: 'user',
  access: administrators,
  body: hideContentBodySchema,
  response: hiddenContentSchema,
});

export const restoreContent = defineOperation({
  name: 'restoreContent',
  method: 'POST',
  path: '/api/console/restore-content',
  summary: 'Shows a hidden job post or review again (HIDE-RESTORE). Written to the audit log.',
  auth: 'user',
  access: administrators,
  body: restoreContentBodySchema,
  response: hiddenContentSchema,
});

export const searchConsolePayments = defineOperation({
  name: 'searchConsolePayments',
  method: 'GET',
  path: '/api/console/search-console-payments',
  summary:
    "Payments for an administrator, newest first, paged: found by a part of either party's name or email, " +
    "the project's title, the payment's id or the gateway's ids (all without `q`), optionally in one state; " +
    "each with its state, amount, both parties, kind and the gateway's checkout and refund ids.",
  auth: 'user',
  access: administrators,
  query: pageQuerySchema.extend(consolePaymentQuerySchema.shape),
  response: pagedSchema(consolePaymentSchema),
});

export const searchConsoleContent = defineOperation({
  name: 'searchConsoleContent',
  method: 'GET',
  path: '/api/console/search-console-content',
  summary:
    'Job posts or reviews for an administrator to hide or restore without a report (hideContent, ' +
    "restoreContent), newest first, paged: found by a part of the post's title or the review's words, the " +
    "author's name or email, or the id (all without `q`); each with whether it is hidden, since when and why.",
  auth: 'user',
  access: administrators,
  query: pageQuerySchema.extend(consoleContentQuerySchema.shape),
  response: pagedSchema(consoleContentSchema),
});

export const fetchConsoleOverview = defineOperation({
  name: 'fetchConsoleOverview',
  method: 'GET',
  path: '/api/console/fetch-console-overview',
  summary:
    'The numbers an operator needs: open disputes (how many, how many escalated, the oldest, by age), the ' +
    'money they hold per currency, reports waiting for triage, and sign-ups and payments per UTC day over the ' +
    'last `days` days (today last).',
  auth: 'user',
  access: administrators,
  query: consoleOverviewQuerySchema,
  response: consoleOverviewSchema,
});

export const consoleOperations = {
  fetchDisputeQueue,
  fetchDisputeCase,
  decideDispute,
  fetchAuditLog,
  searchConsoleUsers,
  fetchConsoleUser,
  suspendUser,
  reinstateUser,
  fetchReportQueue,
  dismissReport,
  actOnReport,
  hideContent,
  restoreContent,
  searchConsolePayments,
  searchConsoleContent,
  fetchConsoleOverview,
} as const;
