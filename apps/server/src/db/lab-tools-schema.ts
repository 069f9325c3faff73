import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import type { DevBoxLanguage } from '@lancer/api/schemas/lab';

const tstz = (name: string) => timestamp(name, { withTimezone: true });

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
