import { messageChangeRefusal } from '../../rules/chat-message-change';
import type { ChatMessage } from '../../schemas/chat';
import { fixtureTime } from '../factories/sequence';
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
 * The mock's clock for the edit window (and its auth-ok server_time): the test clock when a test
 * set it (POST /api/test/clock), else the mock's tick clock, since mock messages carry fixture
 * times (Nov 2026), not real ones: a message sent now is in the window, the seeded ones are not.
 */
export const mockChatNow = (db: MockDb) => (db.hourlyClock ? hourlyNow(db) : new Date(fixtureTime(db.clock)));

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
      mockChatNow(db),
    ),
  );
  const at = mockChatNow(db).toISOString();
  Object.assign(
    message,
    'body' in change ? { body: change.body, edited_at: at } : { body: '', deleted_at: at, files: [] },
  );
  changeListeners.forEach((listener) => listener(message));
  return message;
}
