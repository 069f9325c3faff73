import type { DisputeOutcome, DisputeReason, DisputeSide, DisputeStatus } from '@lancer/api/rules/dispute';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { cents, createdAt, tstz } from './columns';

/** The dispute area: a milestone's dispute between its client and provider (decision 1500). */

export const disputes = pgTable(
  'disputes',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    milestoneId: text('milestone_id').notNull(),
    /** The funding payment whose money the dispute moves. */
    paymentId: text('payment_id').notNull(),
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
    escalatedAt: tstz('escalated_at'),
    outcome: text('outcome').$type<DisputeOutcome>(),
    providerCents: cents('provider_cents'),
    clientCents: cents('client_cents'),
    decisionReason: text('decision_reason'),
    decidedBy: text('decided_by'),
    refundId: text('refund_id'),
    resolvedAt: tstz('resolved_at'),
  },
  // One dispute per milestone, also when both sides open one at the same moment.
  (t) => [uniqueIndex('disputes_milestone').on(t.milestoneId)],
);
export type DisputeRow = typeof disputes.$inferSelect;
