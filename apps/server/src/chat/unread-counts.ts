import { and, count, eq, gt, inArray, ne } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { conversationParticipants, messages } from '../db/chat-schema';

/**
 * Per conversation, the messages from others after the user last read it: in all of the user's
 * conversations, or only in `conversationIds`.
 */
export const unreadCounts = (db: Executor, userId: string, conversationIds?: string[]) =>
  db
    .select({ conversationId: messages.conversationId, n: count() })
    .from(messages)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, messages.conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    )
    .where(
      and(
        conversationIds ? inArray(messages.conversationId, conversationIds) : undefined,
        ne(messages.senderId, userId),
        gt(messages.createdAt, conversationParticipants.lastReadAt),
      ),
    )
    .groupBy(messages.conversationId);
