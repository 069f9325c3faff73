import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

import { cents, createdAt, tstz, updatedAt } from './columns';

/** The project area: projects and their members. */

export const projects = pgTable('projects', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  requestId: text('request_id').notNull(),
  proposalId: text('proposal_id').notNull(),
  clientId: text('client_id').notNull(),
  status: text('status').$type<'ONGOING' | 'DONE' | 'CLOSED'>().notNull(),
  budgetCents: cents('budget_cents').notNull(),
  currency: text('currency').notNull(),
  score: integer('score'),
  /**
   * PROFILE-WORK (decision 1361): the client let the provider's public profile show this completed
   * project's title and amount. Chosen when completing (yes unless unticked); false for projects
   * completed before the choice existed, whose clients were never asked.
   */
  showOnProfile: boolean('show_on_profile').notNull().default(false),
  issueCounter: integer('issue_counter').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type ProjectRow = typeof projects.$inferSelect;

export const projectMembers = pgTable(
  'project_members',
  {
    projectId: text('project_id').notNull(),
    userId: text('user_id').notNull(),
    role: text('role').$type<'client' | 'provider' | 'contributor'>().notNull(),
    joinedAt: tstz('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] })],
);
