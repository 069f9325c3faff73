import type { ReportAction, ReportReason, ReportStatus, ReportTargetType } from '@lancer/api/schemas/report';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { createdAt, tstz } from './columns';

/** The report area (decision 1504): what users reported, and how the console closed it. */
export const reports = pgTable(
  'reports',
  {
    id: text('id').primaryKey(),
    reporterId: text('reporter_id').notNull(),
    targetType: text('target_type').$type<ReportTargetType>().notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').$type<ReportReason>().notNull(),
    detail: text('detail').notNull().default(''),
    status: text('status').$type<ReportStatus>().notNull().default('OPEN'),
    createdAt: createdAt(),
    resolvedAction: text('resolved_action').$type<ReportAction>(),
    resolvedNote: text('resolved_note'),
    resolvedBy: text('resolved_by'),
    resolvedAt: tstz('resolved_at'),
  },
  (t) => [
    // REPORT-ONE-OPEN: one open report per reporter and target, also when two submissions race.
    uniqueIndex('reports_one_open')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'OPEN'`),
    // The console's queue: open (or closed) reports, oldest first.
    index('reports_queue').on(t.status, t.createdAt),
  ],
);
export type ReportRow = typeof reports.$inferSelect;
