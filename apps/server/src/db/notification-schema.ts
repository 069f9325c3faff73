import type {
  MailLanguage,
  NotificationChannel,
  NotificationKind,
  NotificationSubject,
} from '@lancer/api/schemas/notification';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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
    /** The mail it is owed (decision 1220): 'now' (sent after the commit), 'digest' (the day's), or none. */
    mail: text('mail').$type<'now' | 'digest'>(),
    /** When a sender claimed its mail: set once, by one instance (UPDATE ... WHERE mailed_at IS NULL). */
    mailedAt: tstz('mailed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_recipient_created').on(t.recipientId, t.createdAt),
    index('notifications_recipient_unread').on(t.recipientId, t.readAt),
    index('notifications_mail_pending')
      .on(t.mail, t.recipientId)
      .where(sql`${t.mail} IS NOT NULL AND ${t.mailedAt} IS NULL`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/** How each kind reaches a user and their mails' language (decision 1220); no row: the defaults. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id').primaryKey(),
  language: text('language').$type<MailLanguage>().notNull().default('en'),
  /** kind -> channel, for the kinds the user changed. */
  channels: jsonb('channels').$type<Partial<Record<NotificationKind, NotificationChannel>>>().notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/**
 * One row per user and day a digest went out: the instance whose INSERT took the row sends it,
 * every other one (or a restarted one) finds it taken (decision 1220).
 */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    userId: text('user_id').notNull(),
    /** The UTC day, YYYY-MM-DD. */
    day: text('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
