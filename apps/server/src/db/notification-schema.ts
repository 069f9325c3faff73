import type { NotificationKind, NotificationSubject } from '@lancer/api/schemas/notification';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

import { createdAt, tstz } from './columns';

/**
 * The notification area (decision 1200): one row per recipient and event, written by
 * emitNotification in the transaction of the change it tells of.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    recipientId: text('recipient_id').notNull(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    subject: jsonb('subject').$type<NotificationSubject>().notNull(),
    actorId: text('actor_id'),
    title: text('title').notNull(),
    readAt: tstz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_recipient_created').on(t.recipientId, t.createdAt),
    index('notifications_recipient_unread').on(t.recipientId, t.readAt),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;
