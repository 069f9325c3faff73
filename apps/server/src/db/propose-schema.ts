import type { PlannedMilestone } from '@lancer/api/schemas/proposal';
import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Drizzle's view of migrations/0012-proposal-revisions-saved-jobs-search.sql. */

const tstz = (name: string) => timestamp(name, { withTimezone: true });

export const proposalRevisions = pgTable(
  'proposal_revisions',
  {
    proposalId: text('proposal_id').notNull(),
    number: integer('number').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    durationDays: integer('duration_days').notNull(),
    notes: text('notes').notNull(),
    milestones: jsonb('milestones').$type<PlannedMilestone[]>().notNull(),
    paymentPlan: text('payment_plan').$type<'per_milestone' | 'upfront' | 'on_completion'>().notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.proposalId, t.number] })],
);
export type ProposalRevisionRow = typeof proposalRevisions.$inferSelect;

export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: text('user_id').notNull(),
    requestId: text('request_id').notNull(),
    savedAt: tstz('saved_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.requestId] })],
);
