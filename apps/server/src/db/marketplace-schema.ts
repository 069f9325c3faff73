import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

import type { Attachment } from '@lancer/api/schemas/common';
import type { PlannedMilestone } from '@lancer/api/schemas/proposal';

/** Drizzle's view of migrations/0002-marketplace.sql. */

const tstz = (name: string) => timestamp(name, { withTimezone: true });
const cents = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => tstz('created_at').notNull().defaultNow();
const updatedAt = () => tstz('updated_at').notNull().defaultNow();

export const requests = pgTable('requests', {
  id: text('id').primaryKey(),
  clientId: text('client_id').notNull(),
  title: text('title').notNull(),
  descriptionHtml: text('description_html').notNull(),
  category: text('category').notNull(),
  skills: jsonb('skills').$type<string[]>().notNull(),
  budgetType: text('budget_type').$type<'fixed' | 'hourly'>().notNull(),
  budgetMinCents: cents('budget_min_cents').notNull(),
  budgetMaxCents: cents('budget_max_cents').notNull(),
  currency: text('currency').notNull(),
  expectedDuration: text('expected_duration').notNull(),
  attachments: jsonb('attachments').$type<Attachment[]>().notNull(),
  visibility: text('visibility').$type<'public' | 'invite_only'>().notNull(),
  status: text('status').$type<'RECRUITING' | 'ONGOING' | 'DONE' | 'CLOSED'>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type RequestRow = typeof requests.$inferSelect;

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
  projectId: text('project_id'),
  rejectReason: text('reject_reason'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type ProposalRow = typeof proposals.$inferSelect;

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

export const payments = pgTable('payments', {
  id: text('id').primaryKey(),
  projectId: text('project_id').notNull(),
  milestoneId: text('milestone_id').notNull(),
  payerId: text('payer_id').notNull(),
  payeeId: text('payee_id').notNull(),
  amountCents: cents('amount_cents').notNull(),
  currency: text('currency').notNull(),
  method: integer('method').$type<1 | 2 | 3>().notNull(),
  status: text('status').$type<'OUTSTANDING' | 'PAID'>().notNull(),
  checkoutUrl: text('checkout_url'),
  checkoutSessionId: text('checkout_session_id'),
  proofUrl: text('proof_url'),
  createdAt: createdAt(),
  paidAt: tstz('paid_at'),
});
export type PaymentRow = typeof payments.$inferSelect;

export const subscriptionPayments = pgTable('subscription_payments', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  subscriptionId: text('subscription_id').notNull(),
  customerEmail: text('customer_email').notNull(),
  amountDueCents: cents('amount_due_cents').notNull(),
  currency: text('currency').notNull(),
  periodStart: tstz('period_start').notNull(),
  periodEnd: tstz('period_end').notNull(),
  paidAt: tstz('paid_at'),
  invoiceUrl: text('invoice_url').notNull(),
  pdfUrl: text('pdf_url').notNull(),
});

export const conversations = pgTable('conversations', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  projectId: text('project_id'),
  participantKey: text('participant_key').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: text('conversation_id').notNull(),
    userId: text('user_id').notNull(),
    lastReadAt: tstz('last_read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

export const messages = pgTable('messages', {
  id: text('id').primaryKey(),
  conversationId: text('conversation_id').notNull(),
  senderId: text('sender_id').notNull(),
  clientId: text('client_id'),
  body: text('body').notNull(),
  createdAt: createdAt(),
});
export type MessageRow = typeof messages.$inferSelect;
