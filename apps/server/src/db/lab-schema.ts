import { bigint, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Drizzle's view of migrations/0018-lab-conversations.sql. */

const tstz = (name: string) => timestamp(name, { withTimezone: true });

export const labConversations = pgTable('lab_conversations', {
  id: text('id').primaryKey(),
  ownerId: text('owner_id').notNull(),
  title: text('title').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const labMessages = pgTable('lab_messages', {
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
  id: text('id').notNull().unique(),
  conversationId: text('conversation_id').notNull(),
  role: text('role').$type<'user' | 'assistant'>().notNull(),
  content: text('content').notNull(),
  stopped: boolean('stopped').notNull().default(false),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
