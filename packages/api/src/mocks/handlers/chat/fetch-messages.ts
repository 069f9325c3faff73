import { fetchMessages } from '../../../contract/chat';
import { markMockConversationRead } from '../../db/chat-reads';
import { forbidden } from '../../db/mock-http-error';
import { findOrThrow, newestFirst, paginate } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchMessagesMock = createOperationMock(fetchMessages, ({ db, meId, query }) => {
  const conversation = findOrThrow(db.conversations, query.conversation_id, 'Conversation');
  if (!conversation.participants.some((participant) => participant.user_id === meId)) throw forbidden();
  const messages = db.messages.filter((message) => message.conversation_id === conversation.id);
  const page = paginate(newestFirst(messages), query);
  if (query.page === 1) markMockConversationRead(db, conversation.id, meId);
  return { ...page, items: page.items.reverse() };
});
