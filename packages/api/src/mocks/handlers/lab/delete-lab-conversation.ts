import { deleteLabConversation } from '../../../contract/lab';
import { notFound } from '../../db/mock-http-error';
import { createOperationMock } from '../operation-mock';

export const deleteLabConversationMock = createOperationMock(deleteLabConversation, ({ db, meId, query }) => {
  const list = db.labConversations[meId] ?? [];
  if (!list.some((c) => c.id === query.conversation_id)) throw notFound('Conversation');
  db.labConversations[meId] = list.filter((c) => c.id !== query.conversation_id);
  delete db.labMessages[query.conversation_id];
  return { ok: true as const };
});
