import { integer, pgTable, text } from 'drizzle-orm/pg-core';

import { cents, tstz } from './columns';

/** The milestone area: a project's milestones. */

export const milestones = pgTable('milestones', {
  id: text('id').primaryKey(),
  projectId: text('project_id').notNull(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  amountCents: cents('amount_cents').notNull(),
  currency: text('currency').notNull(),
  dueDate: text('due_date').notNull(),
  status: text('status').$type<'PENDING' | 'OUTSTANDING' | 'IMPLEMENTING' | 'DONE' | 'PAID'>().notNull(),
  fundedAt: tstz('funded_at'),
  deliveredAt: tstz('delivered_at'),
  deliveryNote: text('delivery_note').notNull().default(''),
  approvedAt: tstz('approved_at'),
  paidAt: tstz('paid_at'),
});
export type MilestoneRow = typeof milestones.$inferSelect;
