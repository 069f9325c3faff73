import { eq } from 'drizzle-orm';

import { messageChangeRefusal } from '@lancer/api/rules/chat-message-change';

import { conversationParticipants, messages } from '../db/chat-schema';
import { notFound, refuse } from '../http/errors';
import type { Services } from '../services';
import { cachedSummary } from '../user/user-summaries';
import { loadMessageFiles } from './chat-file-service';
import { toChatMessage } from './chat-view';

/**
 * Edits or deletes the caller's own message (decision 1602): the shared rule (only the author,
 * CHAT-EDIT-AUTHOR; within 15 minutes, CHAT-EDIT-WINDOW, on the server's clock, which the test
 * clock moves), the row locked so an edit and a delete cannot cross. After the commit every member
 * hears a chat/message-changed frame (a deleted message's body is emptied in the row too) through the chat hub, so on every instance.
 */
async function changeMessage(
  services: Services,
  userId: string,
  messageId: string,
  change: { body: string } | { deleted: true },
) {
  const { row, memberIds } = await services.db.transaction(async (tx) => {
    const [found] = await tx.select().from(messages).where(eq(messages.id, messageId)).for('update');
    const members = found
      ? await tx
          .select({ userId: conversationParticipants.userId })
          .from(conversationParticipants)
          .where(eq(conversationParticipants.conversationId, found.conversationId))
      : [];
    // A message in a conversation the caller is not in does not exist for them (conversations are private).
    if (!found || !members.some((member) => member.userId === userId)) throw notFound('Message');
    const now = services.clock.now();
    refuse(
      messageChangeRefusal(
        { senderId: found.senderId, createdAt: found.createdAt, deleted: !!found.deletedAt },
        userId,
        now,
      ),
    );
    const [updated] = await tx
      .update(messages)
      .set('body' in change ? { body: change.body, editedAt: now } : { body: '', deletedAt: now })
      .where(eq(messages.id, messageId))
      .returning();
    return { row: updated!, memberIds: members.map((member) => member.userId) };
  });
  const sender = await cachedSummary(services, row.senderId);
  const message = toChatMessage(row, { get: () => sender }, await loadMessageFiles(services.db, [row.id]));
  services.pushChatFrame?.(
    memberIds,
    JSON.stringify({ subject: 'chat', event: 'message-changed', properties: { message } }),
  );
  return message;
}

/** editMessage: the author's new text (CHAT-EDIT-WINDOW). */
export const editMessage = (services: Services, userId: string, body: { message_id: string; body: string }) =>
  changeMessage(services, userId, body.message_id, { body: body.body });

/** deleteMessage: the message stays in its place as deleted, its text emptied (CHAT-EDIT-WINDOW). */
export const deleteMessage = (services: Services, userId: string, body: { message_id: string }) =>
  changeMessage(services, userId, body.message_id, { deleted: true });
