import { messageChangeRefusal } from '../../rules/chat-message-change';
import type { ChatMessage } from '../../schemas/chat';
import { hourlyNow } from './hourly';
import type { MockDb } from './mock-db';
import { notFound, refuse } from './mock-http-error';
import { findOrThrow } from './views';

type ChangeListener = (message: ChatMessage) => void;
const changeListeners = new Set<ChangeListener>();

/** The server's message-changed frame in the mocks: the /ws/chat mock listens here and tells every member. */
export function onMockChatChange(listener: ChangeListener) {
  changeListeners.add(listener);
  return () => void changeListeners.delete(listener);
}

/**
 * The mock's clock for the edit window: the test clock when a test set it (POST /api/test/clock),
 * else the newest message's time, since mock messages carry fixture times (Nov 2026), not real ones.
 */
const mockNow = (db: MockDb) =>
  db.hourlyClock
    ? hourlyNow(db)
    : new Date(db.messages.reduce((latest, m) => (m.created_at > latest ? m.created_at : latest), ''));

/** Edits or deletes a message as the server does: the shared rule, then every member hears the change. */
export function changeMockMessage(
  db: MockDb,
  userId: string,
  messageId: string,
  change: { body: string } | { deleted: true },
) {
  const message = findOrThrow(db.messages, messageId, 'Message');
  const conversation = db.conversations.find((candidate) => candidate.id === message.conversation_id);
  // A conversation the user is not in does not exist for them, as on the server.
  if (!conversation?.participants.some((participant) => participant.user_id === userId))
    throw notFound('Message');
  refuse(
    messageChangeRefusal(
      { senderId: message.sender.user_id, createdAt: message.created_at, deleted: !!message.deleted_at },
      userId,
      mockNow(db),
    ),
  );
  const at = mockNow(db).toISOString();
  Object.assign(
    message,
    'body' in change ? { body: change.body, edited_at: at } : { body: '', deleted_at: at },
  );
  changeListeners.forEach((listener) => listener(message));
  return message;
}
