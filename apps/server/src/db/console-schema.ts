import type { AuditSubjectType, OperatorAction } from '@lancer/api/schemas/console';
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';

import { createdAt } from './columns';

/**
 * The console area (decision 1501): the audit log of operator actions. Append-only: no call of the
 * API updates or deletes it, and a trigger (migration) refuses UPDATE and DELETE in the database.
 */
export const operatorActions = pgTable('operator_actions', {
  id: text('id').primaryKey(),
  operatorId: text('operator_id').notNull(),
  action: text('action').$type<OperatorAction>().notNull(),
  subjectType: text('subject_type').$type<AuditSubjectType>().notNull(),
  subjectId: text('subject_id').notNull(),
  details: jsonb('details').$type<Record<string, string | number>>().notNull(),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});
export type OperatorActionRow = typeof operatorActions.$inferSelect;
