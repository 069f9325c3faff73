import type { HandlerMap } from '../http/handler';
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
} satisfies HandlerMap;
