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
  completeChat,
  completeTask,
  createDevBox,
  fetchDevBoxes,
  fetchLabStatus,
  generateImage,
  runAiDeveloper,
  stopDevBox,
  translateText,
} from './lab-service';

export const labHandlers = {
  fetchLabStatus: async ({ services }) => fetchLabStatus(services),
  translateText: ({ services, body }) => translateText(services, body),
  completeChat: ({ services, body }) => completeChat(services, body.messages),
  completeTask: ({ services, body }) => completeTask(services, body),
  generateImage: ({ services, body }) => generateImage(services, body),
  runAiDeveloper: ({ services, body }) => runAiDeveloper(services, body),
  fetchDevBoxes: ({ services, user }) => fetchDevBoxes(services, user.id),
  createDevBox: ({ services, user, body }) => createDevBox(services, user.id, body),
  stopDevBox: ({ services, user, body }) => stopDevBox(services, user.id, body.dev_box_id),
  fetchLabModels: ({ services }) => fetchLabModels(services),
  streamChat: ({ services, body, signal }) => streamChat(services, body, signal),
  fetchLabConversations: ({ services, user }) => fetchLabConversations(services, user.id),
  fetchLabConversation: ({ services, user, query }) =>
    fetchLabConversation(services, user.id, query.conversation_id),
  createLabConversation: ({ services, user, body }) => createLabConversation(services, user.id, body.title),
  renameLabConversation: ({ services, user, body }) => renameLabConversation(services, user.id, body),
  deleteLabConversation: ({ services, user, query }) =>
    deleteLabConversation(services, user.id, query.conversation_id),
  streamLabReply: ({ services, user, body, signal }) => streamLabReply(services, user.id, body, signal),
} satisfies HandlerMap;
