import { createConversation } from '../../../contract/chat';
import { chatContextRefusal } from '../../../rules/chat-context';
import { refusalError } from '../../db/rule-refusal';
import { newId, tick } from '../../db/store';
import { conversationView, findOrThrow, findUser } from '../../db/views';
import { summaryOf } from '../../factories/user';
import { createOperationMock } from '../operation-mock';

export const createConversationMock = createOperationMock(createConversation, ({ db, me, meId, body }) => {
  const ids = [...new Set([meId, ...body.participant_ids])].sort();
  const participants = ids.map((id) => (id === meId ? summaryOf(me) : summaryOf(findUser(db, id))));
  const request = body.request_id ? findOrThrow(db.requests, body.request_id, 'Request') : null;
  const refusal = chatContextRefusal({
    callerId: meId,
    everyone: ids,
    project: body.project_id
      ? { memberIds: (db.projectCollaborators[body.project_id] ?? []).map((member) => member.user.user_id) }
      : null,
    request: request
      ? {
          clientId: request.client.user_id,
          proposerIds: db.proposals
            .filter((proposal) => proposal.request_id === request.id)
            .map((proposal) => proposal.provider.user_id),
        }
      : null,
  });
  if (refusal) throw refusalError(refusal);
  const existing = db.conversations.find(
    (conversation) =>
      conversation.project_id === body.project_id &&
      conversation.request_id === body.request_id &&
      conversation.participants
        .map((participant) => participant.user_id)
        .sort()
        .join() === ids.join(),
  );
  if (existing) return conversationView(db, existing, meId);
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
    request_id: body.request_id,
    last_message: null,
    unread_count: 0,
    read_positions: [],
    updated_at: tick(db),
  };
  db.conversations.unshift(conversation);
  return conversationView(db, conversation, meId);
});
