import type {
  DisputeOutcome,
  DisputeReason,
  DisputeSide,
  DisputeStatus,
  DisputeSubject,
} from '@lancer/api/rules/dispute';
import { integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { cents, createdAt, tstz } from './columns';

/**
 * The dispute area: a dispute between a project's client and provider over a milestone (decision
 * 1500) or an hourly week in its review (decision 1550).
 */

export const disputes = pgTable(
  'disputes',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    subject: text('subject').$type<DisputeSubject>().notNull().default('milestone'),
    /** The milestone, or the hourly week's row (hourly_weeks.id, held while the dispute lasts). */
    milestoneId: text('milestone_id').notNull(),
    /**
     * The funding payment whose money the dispute moves; a week's dispute has none until its
     * outcome bills the week (then the week's invoice).
     */
    paymentId: text('payment_id'),
    clientId: text('client_id').notNull(),
    providerId: text('provider_id').notNull(),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<DisputeStatus>().notNull(),
    openedBy: text('opened_by').$type<DisputeSide>().notNull(),
    reason: text('reason').$type<DisputeReason>().notNull(),
    statement: text('statement').notNull(),
    openedAt: createdAt(),
    answer: text('answer'),
    answeredAt: tstz('answered_at'),
    proposedOutcome: text('proposed_outcome').$type<DisputeOutcome>(),
    proposedProviderCents: cents('proposed_provider_cents'),
    proposedBy: text('proposed_by').$type<DisputeSide>(),
    proposedAt: tstz('proposed_at'),
    /** SETTLEMENT-NAMES-PROPOSAL: counts the proposals; an acceptance names the one it read. */
    proposalVersion: integer('proposal_version').notNull().default(0),
    escalatedAt: tstz('escalated_at'),
    outcome: text('outcome').$type<DisputeOutcome>(),
    providerCents: cents('provider_cents'),
    clientCents: cents('client_cents'),
    decisionReason: text('decision_reason'),
    decidedBy: text('decided_by'),
    refundId: text('refund_id'),
    resolvedAt: tstz('resolved_at'),
  },
  // One dispute per milestone or week, also when both sides open one at the same moment.
  (t) => [uniqueIndex('disputes_milestone').on(t.milestoneId)],
);
export type DisputeRow = typeof disputes.$inferSelect;

/**
 * A dispute's evidence (decision 1540): what the opener gave with the statement and the other side
 * with the answer, each a file (chat_files claimed for the dispute), an issue or a chat message, in
 * the order given. Read as it is now (a message deleted later shows as deleted).
 */
export const disputeEvidence = pgTable(
  'dispute_evidence',
  {
    disputeId: text('dispute_id').notNull(),
    part: text('part').$type<'statement' | 'answer'>().notNull(),
    kind: text('kind').$type<'file' | 'issue' | 'message'>().notNull(),
    targetId: text('target_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.disputeId, t.part, t.kind, t.targetId] })],
);
