import type { WeekRowStatus } from '@lancer/api/rules/hourly';
import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { cents, createdAt, tstz } from './columns';

/** The hourly area: hourly projects' terms, time entries, running timers and reviewed weeks (decision 1400). */

/** An hourly project's terms, written when its proposal is confirmed. */
export const hourlyContracts = pgTable('hourly_contracts', {
  projectId: text('project_id').primaryKey(),
  providerId: text('provider_id').notNull(),
  clientId: text('client_id').notNull(),
  rateCents: cents('rate_cents').notNull(),
  currency: text('currency').notNull(),
  weeklyLimitHours: integer('weekly_limit_hours').notNull(),
  createdAt: createdAt(),
});
export type HourlyContractRow = typeof hourlyContracts.$inferSelect;

export const timeEntries = pgTable('time_entries', {
  id: text('id').primaryKey(),
  projectId: text('project_id').notNull(),
  /** The Monday (UTC) of the entry's week. */
  weekStart: text('week_start').notNull(),
  date: text('date').notNull(),
  minutes: integer('minutes').notNull(),
  memo: text('memo').notNull().default(''),
  issueId: text('issue_id'),
  source: text('source').$type<'manual' | 'timer'>().notNull(),
  disputeReason: text('dispute_reason'),
  createdAt: createdAt(),
});
export type TimeEntryRow = typeof timeEntries.$inferSelect;

/** A running timer: one per project (its primary key); stopping deletes it, so a stop happens once. */
export const hourlyTimers = pgTable('hourly_timers', {
  projectId: text('project_id').primaryKey(),
  startedAt: tstz('started_at').notNull(),
});

/**
 * A week the client reviewed or that was approved by itself, with its bill; or a week a dispute
 * holds (`held`, no bill yet) and then bills as its outcome says (`resolved`, decision 1550). One per
 * project and week: whoever claims it first (a review, the sweep, a dispute) decides the week.
 */
export const hourlyWeeks = pgTable(
  'hourly_weeks',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    weekStart: text('week_start').notNull(),
    status: text('status').$type<WeekRowStatus>().notNull(),
    billedMinutes: integer('billed_minutes').notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** The week's payment (payments.milestone_id holds this week's id): HOURLY-BILL-ONCE. */
    paymentId: text('payment_id'),
    reviewedAt: tstz('reviewed_at').notNull(),
  },
  (t) => [uniqueIndex('hourly_weeks_project_week').on(t.projectId, t.weekStart)],
);
export type HourlyWeekRow = typeof hourlyWeeks.$inferSelect;
