import type { Hidden, ReportTargetType } from '@lancer/api/schemas/report';
import { and, eq } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { conversationParticipants, messages } from '../db/chat-schema';
import { requests } from '../db/request-schema';
import { reviews } from '../db/review-schema';
import { users } from '../db/user-schema';
import { notFound } from '../http/errors';

/** What a report's target is (decision 1504): how the console names it, whose it is, whether it is hidden. */
export type ReportTarget = { label: string; ownerId: string; hidden: Hidden | null };

const hiddenOf = (row: { hiddenAt: Date | null; hiddenReason: string }): Hidden | null =>
  row.hiddenAt ? { reason: row.hiddenReason, hidden_at: row.hiddenAt.toISOString() } : null;

/** The target as `viewerId` may see it (a message only by a member of its conversation), or 404. */
export async function loadReportTarget(
  db: Executor,
  type: ReportTargetType,
  id: string,
  viewerId: string | null,
): Promise<ReportTarget> {
  if (type === 'job_post') {
    const [row] = await db.select().from(requests).where(eq(requests.id, id));
    if (!row) throw notFound('Request');
    return { label: row.title, ownerId: row.clientId, hidden: hiddenOf(row) };
  }
  if (type === 'review') {
    const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
    if (!row) throw notFound('Review');
    return { label: row.comment, ownerId: row.authorId, hidden: hiddenOf(row) };
  }
  if (type === 'message') {
    const [row] = await db.select().from(messages).where(eq(messages.id, id));
    const member =
      row && viewerId !== null
        ? await db
            .select({ userId: conversationParticipants.userId })
            .from(conversationParticipants)
            .where(
              and(
                eq(conversationParticipants.conversationId, row.conversationId),
                eq(conversationParticipants.userId, viewerId),
              ),
            )
        : [];
    if (!row || row.deletedAt || (viewerId !== null && member.length === 0)) throw notFound('Message');
    return { label: row.body, ownerId: row.senderId, hidden: null };
  }
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound('User');
  return { label: `${user.firstName} ${user.lastName}`, ownerId: user.id, hidden: null };
}
