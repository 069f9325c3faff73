import { doublePrecision, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

import type { IssueState } from '@lancer/api/constants';
import type { ProductLink, ProductRole } from '@lancer/api/schemas/product';

import { tstz } from './columns';

/** The product area: products, their members and invites, roadmap, work items, ops events and issues. */

export const products = pgTable('products', {
  id: text('id').primaryKey(),
  ownerId: text('owner_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  status: text('status').$type<'active' | 'archived'>().notNull().default('active'),
  links: jsonb('links').$type<ProductLink[]>().notNull().default([]),
  issueCounter: integer('issue_counter').notNull().default(0),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});
export type ProductRow = typeof products.$inferSelect;

export type { ProductRole };

export const productMembers = pgTable(
  'product_members',
  {
    productId: text('product_id').notNull(),
    userId: text('user_id').notNull(),
    role: text('role').$type<ProductRole>().notNull(),
    joinedAt: tstz('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.userId] })],
);

export const productInvites = pgTable('product_invites', {
  id: text('id').primaryKey(),
  productId: text('product_id').notNull(),
  email: text('email').notNull(),
  role: text('role').$type<ProductRole>().notNull(),
  invitedAt: tstz('invited_at').notNull().defaultNow(),
});

export const roadmapItems = pgTable('roadmap_items', {
  id: text('id').primaryKey(),
  productId: text('product_id').notNull(),
  title: text('title').notNull(),
  quarter: text('quarter').notNull(),
  status: text('status').$type<'planned' | 'in_progress' | 'done'>().notNull(),
});

export const workItems = pgTable('work_items', {
  id: text('id').primaryKey(),
  productId: text('product_id').notNull(),
  title: text('title').notNull(),
  assigneeId: text('assignee_id'),
  status: text('status').$type<'todo' | 'in_progress' | 'review' | 'done'>().notNull(),
  estimateHours: doublePrecision('estimate_hours').notNull().default(0),
  issueId: text('issue_id'),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const opsEvents = pgTable('ops_events', {
  id: text('id').primaryKey(),
  productId: text('product_id').notNull(),
  kind: text('kind').$type<'deployment' | 'incident'>().notNull(),
  title: text('title').notNull(),
  environment: text('environment').$type<'production' | 'staging'>().notNull(),
  status: text('status').$type<'succeeded' | 'failed' | 'open' | 'resolved'>().notNull(),
  severity: text('severity').$type<'sev1' | 'sev2' | 'sev3'>(),
  happenedAt: tstz('happened_at').notNull().defaultNow(),
  resolvedAt: tstz('resolved_at'),
});

export const productIssues = pgTable('product_issues', {
  id: text('id').primaryKey(),
  productId: text('product_id').notNull(),
  number: integer('number').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  state: text('state').$type<IssueState>().notNull().default('open'),
  reporterId: text('reporter_id').notNull(),
  assigneeId: text('assignee_id'),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});
export type ProductIssueRow = typeof productIssues.$inferSelect;
