import type { HandlerMap } from '../http/handler';
import { fetchConversations, fetchMessages, createConversation } from './chat-service';

export const chatHandlers = {
  fetchConversations: ({ services, user, query }) => fetchConversations(services, user.id, query),
  createConversation: ({ services, user, body }) => createConversation(services, user.id, body),
  fetchMessages: ({ services, user, query }) => fetchMessages(services, user.id, query),
} satisfies HandlerMap;
