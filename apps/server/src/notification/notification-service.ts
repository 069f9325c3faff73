import { settingsWithDefaults } from '@lancer/api/rules/notification-mail';
import type { KindChannel, MailLanguage, NotificationKind } from '@lancer/api/schemas/notification';
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { notificationPreferences, notifications, type NotificationRow } from '../db/notification-schema';
import { requests } from '../db/request-schema';
import { badRequest, notFound } from '../http/errors';
import { iso, isoOrNull } from '../lib/time';
import { paged, readPage, type PageQuery } from '../lib/paging';
import type { Services } from '../services';
import { visibleRequestCondition } from '../db/visible-request-condition';
import { loadSummaries } from '../user/user-summaries';
import { announce } from './emit-notification';
import { preferencesOf, readUnsubscribeToken, unsubscribe } from './notification-mail';

/**
 * REQUEST-VISIBLE on the bell: a notification about a job post counts and shows only while its
 * recipient may still see the post (one hidden since is gone from the provider's bell, not the
 * client's).
 */
const aboutVisibleRequest = sql`(${notifications.subject}->>'request_id' is null or exists (select 1 from ${requests} where ${requests.id} = ${notifications.subject}->>'request_id' and ${visibleRequestCondition(notifications.recipientId)}))`;

async function toNotifications(db: Executor, rows: NotificationRow[]) {
  const people = await loadSummaries(
    db,
    rows.map((row) => row.actorId),
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    actor: row.actorId ? people.get(row.actorId)! : null,
    title: row.title,
    read_at: isoOrNull(row.readAt),
    created_at: iso(row.createdAt),
  }));
}

type ListQuery = PageQuery & { filter: 'all' | 'unread'; kind?: NotificationKind };

export async function fetchNotifications(services: Services, userId: string, query: ListQuery) {
  const where: SQL[] = [eq(notifications.recipientId, userId), aboutVisibleRequest];
  if (query.filter === 'unread') where.push(isNull(notifications.readAt));
  if (query.kind) where.push(eq(notifications.kind, query.kind));
  const { rows, total } = await readPage(
    services.db,
    notifications,
    and(...where),
    [desc(notifications.createdAt), desc(notifications.id)],
    query,
  );
  return paged(await toNotifications(services.db, rows), total, query);
}

export async function unreadCount(db: Executor, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), isNull(notifications.readAt), aboutVisibleRequest));
  return { unread_count: row?.n ?? 0 };
}

/** Unread counts of many users in one query (the live push after a commit). */
export async function unreadCounts(db: Executor, userIds: string[]) {
  const rows = await db
    .select({ userId: notifications.recipientId, n: count() })
    .from(notifications)
    .where(
      and(inArray(notifications.recipientId, userIds), isNull(notifications.readAt), aboutVisibleRequest),
    )
    .groupBy(notifications.recipientId);
  const counts = new Map(userIds.map((id) => [id, 0]));
  for (const row of rows) counts.set(row.userId, row.n);
  return counts;
}

export const fetchUnreadCount = (services: Services, userId: string) => unreadCount(services.db, userId);

export async function markNotificationsRead(
  services: Services,
  userId: string,
  body: { notification_id?: string; all?: boolean },
) {
  const mine = eq(notifications.recipientId, userId);
  // Another's notification never reaches here (ACCESS-MATRIX): only one that does not exist.
  if (body.notification_id) {
    const [found] = await services.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.id, body.notification_id));
    if (!found) throw notFound('Notification');
  }
  await services.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        mine,
        isNull(notifications.readAt),
        body.notification_id ? eq(notifications.id, body.notification_id) : undefined,
      ),
    );
  // The user's other tabs and devices hear the new count too.
  announce(services, [userId]);
  return unreadCount(services.db, userId);
}

async function settingsOf(db: Executor, userId: string) {
  const stored = (await preferencesOf(db, [userId])).get(userId);
  return settingsWithDefaults(stored?.language ?? 'en', stored?.channels ?? {});
}

export const fetchNotificationSettings = (services: Services, userId: string) =>
  settingsOf(services.db, userId);

/** The kinds named take their new channel (one upsert; decision 1220). */
export async function changeNotificationSettings(
  services: Services,
  userId: string,
  body: { language?: MailLanguage; channels: KindChannel[] },
) {
  await services.db.transaction(async (tx) => {
    const stored = (await preferencesOf(tx, [userId])).get(userId);
    const channels = {
      ...stored?.channels,
      ...Object.fromEntries(body.channels.map((item) => [item.kind, item.channel])),
    };
    const language = body.language ?? stored?.language ?? 'en';
    await tx
      .insert(notificationPreferences)
      .values({ userId, language, channels })
      .onConflictDoUpdate({
        target: notificationPreferences.userId,
        set: { language, channels, updatedAt: new Date() },
      });
  });
  return settingsOf(services.db, userId);
}

/** A mail's unsubscribe link or one-click POST: no sign-in, the signed token says who and what. */
export async function unsubscribeMail(services: Services, query: { token: string }) {
  const subject = readUnsubscribeToken(services.config.jwtSecret, query.token);
  if (!subject)
    throw badRequest('This unsubscribe link is not valid', { token: 'This unsubscribe link is not valid' });
  await unsubscribe(services.db, subject);
  return { kind: subject.kind };
}
