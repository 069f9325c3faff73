import { renameLabConversation } from '../../../contract/lab';
import { notFound } from '../../db/mock-http-error';
import { createOperationMock } from '../operation-mock';

export const renameLabConversationMock = createOperationMock(renameLabConversation, ({ db, meId, body }) => {
  const conversation = (db.labConversations[meId] ?? []).find((c) => c.id === body.conversation_id);
  if (!conversation) throw notFound('Conversation');
  conversation.title = body.title;
  return conversation;
});
