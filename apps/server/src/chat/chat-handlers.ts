import type { HandlerMap } from '../http/handler';
import { fetchConversations, fetchMessages, createConversation } from './chat-service';
import { changeMessage } from './message-change';
import { searchMessages } from './message-search';

export const chatHandlers = {
  fetchConversations: ({ services, user, query }) => fetchConversations(services, user.id, query),
  createConversation: ({ services, user, body }) => createConversation(services, user.id, body),
  fetchMessages: ({ services, user, query }) => fetchMessages(services, user.id, query),
  editMessage: ({ services, user, body }) =>
    changeMessage(services, user.id, body.message_id, { body: body.body }),
  deleteMessage: ({ services, user, body }) =>
    changeMessage(services, user.id, body.message_id, { deleted: true }),
  searchMessages: ({ services, user, query }) => searchMessages(services, user.id, query),
} satisfies HandlerMap;
