import type { HandlerMap } from '../http/handler';
import { listConversations, listMessages, openConversation } from './chat-service';

export const chatHandlers = {
  fetchConversations: ({ services, user, query }) => listConversations(services, user.id, query),
  createConversation: ({ services, user, body }) => openConversation(services, user.id, body),
  fetchMessages: ({ services, user, query }) => listMessages(services, user.id, query),
} satisfies HandlerMap;
