import { advancedReadPosition, type ReadPosition } from '../../rules/chat-read-position';
import type { MemberReadPosition } from '../../schemas/chat';
import type { MockDb } from './mock-db';

type ReadListener = (conversationId: string, position: MemberReadPosition) => void;
const readListeners = new Set<ReadListener>();

/** The server's read frame in the mocks: the /ws/chat mock listens here and tells the other members. */
export function onMockChatRead(listener: ReadListener) {
  readListeners.add(listener);
  return () => void readListeners.delete(listener);
}

/** The members' read positions, as the server shows them on a conversation. */
export const readPositionsOf = (db: MockDb, conversationId: string): MemberReadPosition[] =>
  Object.entries(db.readPositions[conversationId] ?? {}).map(([userId, position]) => ({
    user_id: userId,
    ...position,
  }));

/**
 * The server's markConversationRead: the unread mark and the read position move together; the
 * position only forward (CHAT-READ-FORWARD), and a move is announced to the other members.
 */
export function markMockConversationRead(db: MockDb, conversationId: string, userId: string) {
  const messages = db.messages.filter((message) => message.conversation_id === conversationId);
  (db.readCounts[conversationId] ??= {})[userId] = messages.length;
  const newest = messages.reduce<(typeof messages)[number] | undefined>(
    (latest, message) => (!latest || message.created_at >= latest.created_at ? message : latest),
    undefined,
  );
  const positions = (db.readPositions[conversationId] ??= {});
  const next: ReadPosition | null = advancedReadPosition(
    positions[userId] ?? null,
    newest ? { message_id: newest.id, message_created_at: newest.created_at } : null,
  );
  if (!next) return;
  positions[userId] = next;
  readListeners.forEach((listener) => listener(conversationId, { user_id: userId, ...next }));
}
