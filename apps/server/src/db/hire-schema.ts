import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Drizzle's view of migrations/0011-invitations-and-provider-skills.sql. */

const tstz = (name: string) => timestamp(name, { withTimezone: true });

export const invitations = pgTable('invitations', {
  id: text('id').primaryKey(),
  requestId: text('request_id').notNull(),
  clientId: text('client_id').notNull(),
  providerId: text('provider_id').notNull(),
  message: text('message').notNull(),
  status: text('status').$type<'PENDING' | 'PROPOSED' | 'DECLINED'>().notNull(),
  proposalId: text('proposal_id'),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});
export type InvitationRow = typeof invitations.$inferSelect;

export const providerSkills = pgTable('provider_skills', {
  userId: text('user_id').primaryKey(),
  skills: jsonb('skills').$type<string[]>().notNull(),
});
