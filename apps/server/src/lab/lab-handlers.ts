import type { HandlerMap } from '../http/handler';
import {
  createLabConversation,
  deleteLabConversation,
  fetchLabConversation,
  fetchLabConversations,
  fetchLabModels,
  renameLabConversation,
  streamChat,
  streamLabReply,
} from './lab-chat-service';
import {
  askAboutDevBoxSnippet,
  deleteDevBoxSnippet,
  fetchDevBoxSnippets,
  runAiDeveloper,
  saveDevBoxSnippet,
} from './dev-box-service';
import { fetchGeneratedImages, generateImage } from './image-service';
import { completeChat, completeTask, fetchLabStatus, translateText } from './lab-service';

export const labHandlers = {
  fetchLabStatus: async ({ services }) => fetchLabStatus(services),
  translateText: ({ services, body }) => translateText(services, body),
  completeChat: ({ services, body }) => completeChat(services, body.messages),
  completeTask: ({ services, body }) => completeTask(services, body),
  generateImage: ({ services, user, body }) => generateImage(services, user.id, body),
  fetchGeneratedImages: ({ services, user, query }) => fetchGeneratedImages(services, user.id, query),
  runAiDeveloper: ({ services, body }) => runAiDeveloper(services, body),
  fetchDevBoxSnippets: ({ services, user, query }) => fetchDevBoxSnippets(services, user.id, query),
  saveDevBoxSnippet: ({ services, user, body }) => saveDevBoxSnippet(services, user.id, body),
  deleteDevBoxSnippet: ({ services, query }) => deleteDevBoxSnippet(services, query.snippet_id),
  askAboutDevBoxSnippet: ({ services, body }) => askAboutDevBoxSnippet(services, body),
  fetchLabModels: ({ services }) => fetchLabModels(services),
  streamChat: ({ services, body, signal }) => streamChat(services, body, signal),
  fetchLabConversations: ({ services, user }) => fetchLabConversations(services, user.id),
  fetchLabConversation: ({ services, query }) => fetchLabConversation(services, query.conversation_id),
  createLabConversation: ({ services, user, body }) => createLabConversation(services, user.id, body.title),
  renameLabConversation: ({ services, body }) => renameLabConversation(services, body),
  deleteLabConversation: ({ services, query }) => deleteLabConversation(services, query.conversation_id),
  streamLabReply: ({ services, body, signal }) => streamLabReply(services, body, signal),
} satisfies HandlerMap;
