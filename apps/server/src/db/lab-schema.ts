import { bigint, boolean, pgTable, text } from 'drizzle-orm/pg-core';

import type { DevBoxLanguage } from '@lancer/api/schemas/lab';

import { tstz } from './columns';

/** The lab area: lab conversations and messages, saved dev-box snippets, generated images. */

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

/** Saved dev-box snippets (decision 0605); the code runs only in the browser. */
export const devBoxSnippets = pgTable('dev_box_snippets', {
  id: text('id').primaryKey(),
  ownerId: text('owner_id').notNull(),
  name: text('name').notNull(),
  language: text('language').$type<DevBoxLanguage>().notNull(),
  code: text('code').notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** Generated images: the bytes in files (like photos), the prompt and size here. */
export const labImages = pgTable('lab_images', {
  id: text('id').primaryKey(),
  ownerId: text('owner_id').notNull(),
  fileId: text('file_id').notNull(),
  prompt: text('prompt').notNull(),
  size: text('size').$type<'256x256' | '512x512' | '1024x1024'>().notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
