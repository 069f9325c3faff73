import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The site area: messages sent through the contact form. */

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
