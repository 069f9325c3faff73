import { integer, pgTable, text } from 'drizzle-orm/pg-core';

import { createdAt, updatedAt } from './columns';

/** The issue area: a project's issues and their comments. */

export const issues = pgTable('issues', {
  id: text('id').primaryKey(),
  projectId: text('project_id').notNull(),
  number: integer('number').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  state: text('state').$type<'open' | 'resolved' | 'closed'>().notNull(),
  reporterId: text('reporter_id').notNull(),
  assigneeId: text('assignee_id'),
  /** migrations/0013-deliver.sql: the milestone this issue is about, if any. */
  milestoneId: text('milestone_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type IssueRow = typeof issues.$inferSelect;

export const issueComments = pgTable('issue_comments', {
  id: text('id').primaryKey(),
  issueId: text('issue_id').notNull(),
  authorId: text('author_id').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});
