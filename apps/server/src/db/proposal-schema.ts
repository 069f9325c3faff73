import { bigint, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

import type { HourlyTerms, PlannedMilestone } from '@lancer/api/schemas/proposal';

import { cents, createdAt, tstz, updatedAt } from './columns';

/** The proposal area: providers' offers and their revisions. */

export const proposals = pgTable('proposals', {
  id: text('id').primaryKey(),
  requestId: text('request_id').notNull(),
  providerId: text('provider_id').notNull(),
  priceCents: cents('price_cents').notNull(),
  currency: text('currency').notNull(),
  durationDays: integer('duration_days').notNull(),
  notes: text('notes').notNull(),
  milestones: jsonb('milestones').$type<PlannedMilestone[]>().notNull(),
  paymentPlan: text('payment_plan').$type<'per_milestone' | 'upfront' | 'on_completion'>().notNull(),
  status: text('status').$type<'APPLYING' | 'ACCEPTING' | 'ONGOING' | 'REJECTED' | 'CLOSED'>().notNull(),
  /** The latest revision's number (migration 0012). */
  revision: integer('revision').notNull().default(1),
  /** An hourly proposal's rate and expected hours (decision 1400); null when fixed-price. */
  hourly: jsonb('hourly').$type<HourlyTerms>(),
  /** The weekly limit the client accepted an hourly proposal with. */
  weeklyLimitHours: integer('weekly_limit_hours'),
  projectId: text('project_id'),
  rejectReason: text('reject_reason'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type ProposalRow = typeof proposals.$inferSelect;

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
    hourly: jsonb('hourly').$type<HourlyTerms>(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.proposalId, t.number] })],
);
export type ProposalRevisionRow = typeof proposalRevisions.$inferSelect;
