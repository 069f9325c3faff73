import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

import type { Attachment } from '@lancer/api/schemas/common';

import { cents, createdAt, tstz, updatedAt } from './columns';

/** The request area: jobs clients post, and the jobs providers saved. */

export const requests = pgTable('requests', {
  id: text('id').primaryKey(),
  clientId: text('client_id').notNull(),
  title: text('title').notNull(),
  descriptionHtml: text('description_html').notNull(),
  category: text('category').notNull(),
  skills: jsonb('skills').$type<string[]>().notNull().default([]),
  budgetType: text('budget_type').$type<'fixed' | 'hourly'>().notNull(),
  budgetMinCents: cents('budget_min_cents').notNull(),
  budgetMaxCents: cents('budget_max_cents').notNull(),
  currency: text('currency').notNull(),
  expectedDuration: text('expected_duration').notNull(),
  attachments: jsonb('attachments').$type<Attachment[]>().notNull().default([]),
  visibility: text('visibility').$type<'public' | 'invite_only'>().notNull(),
  status: text('status').$type<'RECRUITING' | 'ONGOING' | 'DONE' | 'CLOSED'>().notNull(),
  /** Hidden by an administrator (HIDDEN-JOB-POST, decision 1504): since when, and why. */
  hiddenAt: tstz('hidden_at'),
  hiddenReason: text('hidden_reason').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type RequestRow = typeof requests.$inferSelect;

export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: text('user_id').notNull(),
    requestId: text('request_id').notNull(),
    savedAt: tstz('saved_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.requestId] })],
);
