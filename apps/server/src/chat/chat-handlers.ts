import type { HandlerMap } from '../http/handler';
import { readMultipartFile } from '../http/multipart';
import { uploadChatFile } from './chat-file-service';
import { fetchConversations, fetchMessages, createConversation } from './chat-service';
import { deleteMessage, editMessage } from './message-change-service';
import { searchMessages } from './message-search-service';

export const chatHandlers = {
  fetchConversations: ({ services, user, query }) => fetchConversations(services, user.id, query),
  createConversation: ({ services, user, body }) => createConversation(services, user.id, body),
  fetchMessages: ({ services, user, query }) => fetchMessages(services, user.id, query),
  editMessage: ({ services, user, body }) => editMessage(services, user.id, body),
  deleteMessage: ({ services, user, body }) => deleteMessage(services, user.id, body),
  searchMessages: ({ services, user, query }) => searchMessages(services, user.id, query),
  uploadChatFile: async ({ services, user, request }) =>
    uploadChatFile(services, user.id, await readMultipartFile(request)),
} satisfies HandlerMap;
