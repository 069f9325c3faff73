import { pgTable, text } from 'drizzle-orm/pg-core';

import { createdAt } from './columns';

/** Mail the server sent when no SMTP server is set (src/mail). */

export const mailOutbox = pgTable('mail_outbox', {
  id: text('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});
