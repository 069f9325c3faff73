import {
  afterUnsubscribe,
  canUnsubscribe,
  digestMail,
  notificationMail,
  type MailedNotification,
} from '@lancer/api/rules/notification-mail';
import type { MailLanguage, NotificationKind } from '@lancer/api/schemas/notification';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';

import { createHmac, timingSafeEqual } from 'node:crypto';

import type { Executor } from '../db/client';
import {
  notificationDigests,
  notificationPreferences,
  notifications,
  type NotificationRow,
} from '../db/notification-schema';
import { users } from '../db/user-schema';
import type { Services } from '../services';
import { loadSummaries } from '../user/user-summaries';

/*
 * Mail of notifications (decision 1220). A notification owed a mail carries `mail` ('now' or
 * 'digest'), written with it in the change's transaction; a sender claims it by setting
 * `mailed_at` where it is still null, so of several instances (or a restarted one) exactly one
 * mails it. A mail the relay refused is released for the next round.
 */

type UnsubscribeSubject = { userId: string; kind: NotificationKind | null };

const sign = (secret: string, payload: string) =>
  createHmac('sha256', `unsubscribe:${secret}`).update(payload).digest('base64url');

/** The signed token of a mail's unsubscribe link: the user and the kind (null: every kind). */
function unsubscribeToken(secret: string, subject: UnsubscribeSubject) {
  const payload = Buffer.from(`${subject.userId}|${subject.kind ?? '*'}`).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The token's user and kind, or null when it is not one this server signed. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeSubject | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [userId, kind] = Buffer.from(payload, 'base64url').toString('utf8').split('|');
  if (!userId || !kind) return null;
  return { userId, kind: kind === '*' ? null : (kind as NotificationKind) };
}

/** Each user's stored preferences (absent: the defaults). */
export async function preferencesOf(db: Executor, userIds: string[]) {
  const rows = userIds.length
    ? await db.select().from(notificationPreferences).where(inArray(notificationPreferences.userId, userIds))
    : [];
  return new Map(rows.map((row) => [row.userId, row]));
}

/** Turns the mails of one kind (or all) into bell-only for the token's user. */
export async function unsubscribe(db: Executor, subject: UnsubscribeSubject) {
  const stored = (await preferencesOf(db, [subject.userId])).get(subject.userId);
  if (!stored) return; // nothing mailed: the defaults mail nothing
  const channels = Object.fromEntries(
    Object.entries(stored.channels).map(([kind, channel]) => [
      kind,
      subject.kind === null || subject.kind === kind ? afterUnsubscribe(channel) : channel,
    ]),
  );
  await db
    .update(notificationPreferences)
    .set({ channels, updatedAt: new Date() })
    .where(eq(notificationPreferences.userId, subject.userId));
}

/** Where a mail's links go, on the web app (packages/features navigation/paths.ts). */
function linksFor(services: Services, token: string) {
  const web = services.config.webUrl.replace(/\/$/, '');
  return {
    notifications: `${web}/notifications`,
    settings: `${web}/notification-settings`,
    unsubscribe: `${web}/unsubscribe?token=${encodeURIComponent(token)}`,
    devices: `${web}/login/devices`,
    password: `${web}/login/password`,
    // RFC 8058 one-click: mail clients POST here themselves.
    oneClick: `${services.config.publicUrl.replace(/\/$/, '')}/api/notification/unsubscribe-mail?token=${encodeURIComponent(token)}`,
  };
}

const oneClickHeaders = (oneClick: string) => ({
  'List-Unsubscribe': `<${oneClick}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** Who the claimed rows go to: their address, language, and the actors' names. */
async function readersOf(db: Executor, rows: NotificationRow[]) {
  const recipients = [...new Set(rows.map((row) => row.recipientId))];
  const [addresses, preferences, actors] = await Promise.all([
    db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, recipients)),
    preferencesOf(db, recipients),
    loadSummaries(
      db,
      rows.map((row) => row.actorId),
    ),
  ]);
  const emails = new Map(addresses.map((row) => [row.id, row.email]));
  const language = (userId: string): MailLanguage => preferences.get(userId)?.language ?? 'en';
  const mailed = (row: NotificationRow): MailedNotification => {
    const actor = row.actorId ? actors.get(row.actorId) : undefined;
    const name = actor ? `${actor.first_name} ${actor.last_name}`.trim() || actor.flid : null;
    return {
      kind: row.kind,
      title: row.title,
      actorName: name,
      score: row.subject.score,
      signin: row.subject.signin,
      at: row.createdAt.toISOString(),
    };
  };
  return { emails, language, mailed };
}

/** Gives claimed rows back (the relay refused the mail): the next round sends them. */
const release = (db: Executor, ids: string[]) =>
  db.update(notifications).set({ mailedAt: null }).where(inArray(notifications.id, ids));

/**
 * Sends the 'now' mails of these users (after the commit that wrote them), or every unsent one
 * older than a minute (the periodic sweep: a sender that died after the commit).
 */
export async function sendMailsNow(services: Services, recipientIds?: string[]) {
  const { db } = services;
  const claimed = await db
    .update(notifications)
    .set({ mailedAt: new Date() })
    .where(
      and(
        eq(notifications.mail, 'now'),
        isNull(notifications.mailedAt),
        recipientIds
          ? inArray(notifications.recipientId, recipientIds)
          : lt(notifications.createdAt, new Date(Date.now() - 60_000)),
      ),
    )
    .returning();
  if (claimed.length === 0) return 0;
  const readers = await readersOf(db, claimed);
  for (const row of claimed) {
    const to = readers.emails.get(row.recipientId);
    if (!to) continue;
    const links = linksFor(
      services,
      unsubscribeToken(services.config.jwtSecret, { userId: row.recipientId, kind: row.kind }),
    );
    try {
      await services.mail.send({
        to,
        ...notificationMail(readers.language(row.recipientId), readers.mailed(row), links),
        // A security mail cannot be turned off (decision 1027): no unsubscribe headers.
        ...(canUnsubscribe(row.kind) ? { headers: oneClickHeaders(links.oneClick) } : {}),
      });
    } catch {
      await release(db, [row.id]);
    }
  }
  return claimed.length;
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The daily digest (decision 1220): for each user with 'digest' notifications from before
 * today (UTC), one mail a day. The day's row in notification_digests is taken by one INSERT: of
 * several instances, or after a restart, only the one that took it sends. Answers how many
 * digests this call sent.
 */
export async function sendDigests(services: Services, now = new Date()) {
  const { db } = services;
  const dayStart = new Date(`${utcDay(now)}T00:00:00.000Z`);
  const pending = and(
    eq(notifications.mail, 'digest'),
    isNull(notifications.mailedAt),
    lt(notifications.createdAt, dayStart),
  );
  const waiting = await db
    .selectDistinct({ userId: notifications.recipientId })
    .from(notifications)
    .where(pending);
  let sent = 0;
  for (const { userId } of waiting) {
    const taken = await db
      .insert(notificationDigests)
      .values({ userId, day: utcDay(now) })
      .onConflictDoNothing()
      .returning();
    if (taken.length === 0) continue;
    const rows = await db
      .update(notifications)
      .set({ mailedAt: now })
      .where(and(pending, eq(notifications.recipientId, userId)))
      .returning();
    const readers = await readersOf(db, rows);
    const to = readers.emails.get(userId);
    if (rows.length === 0 || !to) continue;
    rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const links = linksFor(services, unsubscribeToken(services.config.jwtSecret, { userId, kind: null }));
    try {
      await services.mail.send({
        to,
        ...digestMail(readers.language(userId), rows.map(readers.mailed), links),
        headers: oneClickHeaders(links.oneClick),
      });
      sent += 1;
    } catch {
      await release(
        db,
        rows.map((row) => row.id),
      );
      await db
        .delete(notificationDigests)
        .where(and(eq(notificationDigests.userId, userId), eq(notificationDigests.day, utcDay(now))));
    }
  }
  return sent;
}

/**
 * Every `everyMs` (and once at start): the day's digests and the sweep of 'now' mails left by a
 * sender that stopped. Several instances may run it: the claims keep one sender per mail.
 */
export function startMailJobs(services: Services, everyMs: number) {
  let running: Promise<unknown> = Promise.resolve();
  const round = () => {
    running = running
      .then(() => sendMailsNow(services))
      .then(() => sendDigests(services))
      .catch((error: unknown) => services.log.warn({ err: error }, 'notification mail round failed'));
  };
  const timer = everyMs > 0 ? setInterval(round, everyMs) : undefined;
  timer?.unref();
  if (everyMs > 0) round();
  return {
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
