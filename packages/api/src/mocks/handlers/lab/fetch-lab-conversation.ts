import { fetchLabConversation } from '../../../contract/lab';
import { notFound } from '../../db/mock-http-error';
import { createOperationMock } from '../operation-mock';

export const fetchLabConversationMock = createOperationMock(fetchLabConversation, ({ db, meId, query }) => {
  const conversation = (db.labConversations[meId] ?? []).find((c) => c.id === query.conversation_id);
  if (!conversation) throw notFound('Conversation');
  return { conversation, messages: db.labMessages[conversation.id] ?? [] };
});
