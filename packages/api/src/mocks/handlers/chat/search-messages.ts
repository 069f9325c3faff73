import { searchMessages } from '../../../contract/chat';
import { messageMatches, searchSnippet } from '../../../rules/message-search';
import { newestFirst, paginate } from '../../db/views';
import { createOperationMock } from '../operation-mock';

/** The server's search over the caller's conversations, matched by the shared rule (decision 1603). */
export const searchMessagesMock = createOperationMock(searchMessages, ({ db, meId, query }) => {
  const mine = new Map(
    db.conversations
      .filter((conversation) => conversation.participants.some((participant) => participant.user_id === meId))
      .map((conversation) => [conversation.id, conversation]),
  );
  const found = db.messages.filter(
    (message) =>
      mine.has(message.conversation_id) && !message.deleted_at && messageMatches(message.body, query.q),
  );
  const page = paginate(newestFirst(found), query);
  return {
    ...page,
    items: page.items.map((message) => {
      const conversation = mine.get(message.conversation_id)!;
      return {
        message,
        conversation_title: conversation.title,
        participants: conversation.participants,
        snippet: searchSnippet(message.body, query.q),
      };
    }),
  };
});
