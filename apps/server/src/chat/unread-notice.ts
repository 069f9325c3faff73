import { unreadNoticeSpan } from '@lancer/api/rules/chat-unread-notice';
import { and, desc, eq, gt, isNull, lte, max, ne, sql } from 'drizzle-orm';

import type { DatabaseHandle } from '../db/client';
import { conversationParticipants, conversations, messages } from '../db/chat-schema';
import { announce, emitNotification } from '../notification/emit-notification';
import { sweepEvery, sweepLocked } from '../lib/locked-sweep';
import type { Services } from '../services';

/** The advisory lock one instance holds while it sweeps the unread messages (decision 1234). */
const UNREAD_NOTICE_LOCK_ID = 874304;

/** Members with messages from others waiting unread past the notice delay, newer than their last notice. */
async function membersDue(services: Services, now: Date) {
  const { sentAfter, sentBy } = unreadNoticeSpan(now);
  return services.db
    .select({
      conversationId: conversationParticipants.conversationId,
      userId: conversationParticipants.userId,
      notifiedThrough: conversationParticipants.notifiedThrough,
      newest: max(messages.createdAt),
    })
    .from(conversationParticipants)
    .innerJoin(messages, eq(messages.conversationId, conversationParticipants.conversationId))
    .where(
      and(
        ne(messages.senderId, conversationParticipants.userId),
        isNull(messages.deletedAt),
        gt(messages.createdAt, conversationParticipants.lastReadAt),
        gt(messages.createdAt, sql`coalesce(${conversationParticipants.notifiedThrough}, ${sentAfter})`),
        gt(messages.createdAt, sentAfter),
        lte(messages.createdAt, sentBy),
      ),
    )
    .groupBy(
      conversationParticipants.conversationId,
      conversationParticipants.userId,
      conversationParticipants.notifiedThrough,
    )
    .limit(500);
}

/**
 * CHAT-UNREAD-NOTICE for one member: moves their notice mark to the newest message due and writes
 * the notification in the same transaction. The mark moves only from the value the sweep read, so
 * a second sweep (another instance, a retry) finds nothing to claim and tells nobody twice.
 */
async function noticeOne(services: Services, due: Awaited<ReturnType<typeof membersDue>>[number]) {
  if (!due.newest) return [];
  const newest = due.newest;
  return services.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(conversationParticipants)
      .set({ notifiedThrough: newest })
      .where(
        and(
          eq(conversationParticipants.conversationId, due.conversationId),
          eq(conversationParticipants.userId, due.userId),
          due.notifiedThrough
            ? eq(conversationParticipants.notifiedThrough, due.notifiedThrough)
            : isNull(conversationParticipants.notifiedThrough),
        ),
      )
      .returning({ userId: conversationParticipants.userId });
    if (!claimed) return [];
    const [last] = await tx
      .select({ senderId: messages.senderId, title: conversations.title })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(and(eq(messages.conversationId, due.conversationId), ne(messages.senderId, due.userId)))
      .orderBy(desc(messages.createdAt))
      .limit(1);
    return emitNotification(tx, {
      recipientId: due.userId,
      kind: 'message_received',
      subject: { conversation_id: due.conversationId },
      actorId: last?.senderId ?? null,
      title: last?.title ?? '',
    });
  });
}

/** One sweep at `now`: every member due is told once. Answers the recipients (announced already). */
export async function noticeUnreadMessages(services: Services, now: Date) {
  const told: string[] = [];
  for (const due of await membersDue(services, now)) told.push(...(await noticeOne(services, due)));
  announce(services, told);
  return told;
}

/**
 * Sweeps every `intervalMs` (UNREAD_NOTICE_INTERVAL_MS; 0 turns it off), one instance a round (the
 * advisory lock, as the hourly settler's). The database's clock stamps the messages: the sweep
 * reads the real clock, never the hourly test clock. Answers the stop.
 */
export const startUnreadNotices = (
  services: Services,
  database: DatabaseHandle,
  intervalMs: number,
  onError: (error: unknown) => void,
) =>
  sweepEvery(
    intervalMs,
    () => sweepLocked(database, UNREAD_NOTICE_LOCK_ID, () => noticeUnreadMessages(services, new Date())),
    onError,
  );
