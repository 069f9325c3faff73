import { createConversation } from '../../../contract/chat';
import { newId, tick } from '../../db/store';
import { conversationView, findUser } from '../../db/views';
import { summaryOf } from '../../factories/user';
import { createOperationMock } from '../operation-mock';

export const createConversationMock = createOperationMock(createConversation, ({ db, me, meId, body }) => {
  const ids = [...new Set([meId, ...body.participant_ids])].sort();
  const existing = db.conversations.find(
    (conversation) =>
      conversation.project_id === body.project_id &&
      conversation.participants
        .map((participant) => participant.user_id)
        .sort()
        .join() === ids.join(),
  );
  if (existing) return conversationView(db, existing, meId);
  const participants = ids.map((id) => (id === meId ? summaryOf(me) : summaryOf(findUser(db, id))));
  const conversation = {
    id: newId('conversation'),
    title:
      body.title ||
      participants
        .filter((participant) => participant.user_id !== meId)
        .map((participant) => participant.first_name)
        .join(', '),
    participants,
    project_id: body.project_id,
    last_message: null,
    unread_count: 0,
    updated_at: tick(db),
  };
  db.conversations.unshift(conversation);
  return conversationView(db, conversation, meId);
});
