import { createLabConversation } from '../../../contract/lab';
import { newId, tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const createLabConversationMock = createOperationMock(createLabConversation, ({ db, meId, body }) => {
  const at = tick(db);
  const conversation = {
    id: newId('labconv'),
    title: body.title ?? 'New chat',
    created_at: at,
    updated_at: at,
  };
  (db.labConversations[meId] ??= []).unshift(conversation);
  db.labMessages[conversation.id] = [];
  return conversation;
});
