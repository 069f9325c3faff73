import { z } from 'zod';

import { centsSchema, currencySchema, idSchema, timestampSchema } from './common';

/** What needs the signed-in user now: one entry per thing to do, each leading where it is done. */
export const workspaceItemKinds = [
  'answer-proposal',
  'confirm-proposal',
  'fund-milestone',
  'continue-checkout',
  'start-milestone',
  'deliver-milestone',
  'approve-milestone',
  'pay-milestone',
  'confirm-payment',
  'resolve-issue',
  'confirm-issue',
] as const;
export const workspaceItemKindSchema = z.enum(workspaceItemKinds);
export type WorkspaceItemKind = z.infer<typeof workspaceItemKindSchema>;

export const workspaceItemSchema = z.object({
  kind: workspaceItemKindSchema,
  /** The thing to act on: a milestone's title, "#3 Title" of an issue, a proposal's job title. */
  title: z.string(),
  /** Where it belongs: the project's or the job's title. */
  context: z.string(),
  project_id: idSchema.nullable(),
  request_id: idSchema.nullable(),
  proposal_id: idSchema.nullable(),
  milestone_id: idSchema.nullable(),
  issue_id: idSchema.nullable(),
  amount_cents: centsSchema.nullable(),
  currency: currencySchema.nullable(),
  /** Since when it waits. */
  since: timestampSchema,
});
export type WorkspaceItem = z.infer<typeof workspaceItemSchema>;

export const workspaceSummarySchema = z.object({
  /** Waiting longest first. */
  items: z.array(workspaceItemSchema),
  unread_messages: z.number().int().nonnegative(),
  unread_conversations: z.number().int().nonnegative(),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

/** History: what the user did and what happened to them, derived from records (HISTORY-DERIVED). */
export const historyKinds = ['request', 'proposal', 'milestone', 'issue', 'payment'] as const;
export const historyKindSchema = z.enum(historyKinds);
export type HistoryKind = z.infer<typeof historyKindSchema>;

export const historyEvents = [
  'request-posted',
  'proposal-sent',
  'proposal-received',
  'proposal-accepted',
  'proposal-rejected',
  'proposal-withdrawn',
  'milestone-funded',
  'milestone-paid',
  'issue-opened',
  'issue-closed',
  'payment-made',
  'payment-received',
  // A milestone's dispute, each step for both sides (decision 1542).
  'dispute-opened',
  'dispute-answered',
  'dispute-escalated',
  'dispute-settled',
  'dispute-decided',
] as const;
export const historyEventSchema = z.enum(historyEvents);
export type HistoryEvent = z.infer<typeof historyEventSchema>;

export const historyPeriods = ['7d', '30d', '365d', 'all'] as const;
export const historyPeriodSchema = z.enum(historyPeriods);
export type HistoryPeriod = z.infer<typeof historyPeriodSchema>;

export const historyEntrySchema = z.object({
  /** Stable per event: `<event>:<record id>`. */
  id: z.string(),
  kind: historyKindSchema,
  event: historyEventSchema,
  title: z.string(),
  /** The project's or the job's title. */
  context: z.string(),
  project_id: idSchema.nullable(),
  request_id: idSchema.nullable(),
  amount_cents: centsSchema.nullable(),
  currency: currencySchema.nullable(),
  at: timestampSchema,
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
