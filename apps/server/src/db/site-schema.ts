import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Drizzle's view of migrations/0017-site-contact-messages.sql. */

export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  topic: text('topic').notNull(),
  role: text('role'),
  message: text('message').notNull(),
  senderAddress: text('sender_address').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
