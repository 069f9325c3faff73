import { pagedSchema, pageQuerySchema } from '../schemas/common';
import {
  historyEntrySchema,
  historyKindSchema,
  historyPeriodSchema,
  workspaceSummarySchema,
} from '../schemas/activity';
import { signedIn } from './access';
import { defineOperation } from './operation';

/** What needs me now (workspace) and what happened (history), both derived from real records. */

export const fetchWorkspaceSummary = defineOperation({
  name: 'fetchWorkspaceSummary',
  method: 'GET',
  path: '/api/activity/fetch-workspace-summary',
  summary:
    'What needs the signed-in user now: proposals to answer, accepted proposals to confirm, milestones to ' +
    'fund, start, deliver, approve or pay, payments to confirm, issues on their side, and unread chat.',
  auth: 'user',
  access: signedIn,
  response: workspaceSummarySchema,
});

export const fetchHistory = defineOperation({
  name: 'fetchHistory',
  method: 'GET',
  path: '/api/activity/fetch-history',
  summary:
    'A timeline of what the signed-in user did and what happened to them (requests posted, proposals and ' +
    'their outcome, milestones funded and paid, issues opened and closed, payments), newest first; ' +
    'optionally of one kind and within a period.',
  auth: 'user',
  access: signedIn,
  query: pageQuerySchema.extend({
    kind: historyKindSchema.optional(),
    period: historyPeriodSchema.default('all'),
  }),
  response: pagedSchema(historyEntrySchema),
});

export const activityOperations = { fetchWorkspaceSummary, fetchHistory } as const;
