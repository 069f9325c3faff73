import { fetchConversations } from '../../../contract/chat';
import { conversationView, paginate } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchConversationsMock = createOperationMock(fetchConversations, ({ db, meId, query }) => {
  const mine = db.conversations
    .filter((conversation) => conversation.participants.some((participant) => participant.user_id === meId))
    .map((conversation) => conversationView(db, conversation, meId))
    .sort((left, right) => right.updated_at.localeCompare(left.updated_at));
  return paginate(mine, query);
});
