import { and, eq, sql } from 'drizzle-orm';

import { advancedReadPosition, type ReadPosition } from '@lancer/api/rules/chat-read-position';
import type { MemberReadPosition } from '@lancer/api/schemas/chat';

import type { Executor } from '../db/client';
import { conversationParticipants, type MessageRow } from '../db/chat-schema';
import { iso } from '../lib/time';

const positionOf = (row: {
  readMessageId: string | null;
  readMessageAt: Date | null;
}): ReadPosition | null =>
  row.readMessageId && row.readMessageAt
    ? { message_id: row.readMessageId, message_created_at: iso(row.readMessageAt) }
    : null;

/** The members' read positions as the conversation shows them (those who read any message). */
export const toReadPositions = (
  members: { userId: string; readMessageId: string | null; readMessageAt: Date | null }[],
): MemberReadPosition[] =>
  members.flatMap((member) => {
    const position = positionOf(member);
    return position ? [{ user_id: member.userId, ...position }] : [];
  });

/**
 * Marks the conversation read by the user: the unread count's mark (last_read_at) and, when
 * `newest` is after it, the read position (CHAT-READ-FORWARD), in one transaction. Answers the
 * position it moved to, or null when it stayed (nothing to tell the others).
 */
export async function markConversationRead(
  db: Executor,
  conversationId: string,
  userId: string,
  newest: MessageRow | undefined,
): Promise<ReadPosition | null> {
  const member = and(
    eq(conversationParticipants.conversationId, conversationId),
    eq(conversationParticipants.userId, userId),
  );
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        readMessageId: conversationParticipants.readMessageId,
        readMessageAt: conversationParticipants.readMessageAt,
      })
      .from(conversationParticipants)
      .where(member)
      .for('update');
    const next = advancedReadPosition(
      row ? positionOf(row) : null,
      newest ? { message_id: newest.id, message_created_at: iso(newest.createdAt) } : null,
    );
    await tx
      .update(conversationParticipants)
      .set({
        lastReadAt: sql`now()`,
        ...(next && newest ? { readMessageId: newest.id, readMessageAt: newest.createdAt } : {}),
      })
      .where(member);
    return next;
  });
}
