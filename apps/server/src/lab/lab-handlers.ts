import type { HandlerMap } from '../http/handler';
import {
  aiDeveloper,
  completeTask,
  createDevBox,
  generateImage,
  listDevBoxes,
  stopDevBox,
  translate,
} from './lab-service';

export const labHandlers = {
  fetchLabStatus: async ({ services }) => ({
    configured: services.ai.configured,
    model: services.ai.configured ? services.config.aiModel : null,
  }),
  translateText: ({ services, body }) => translate(services, body),
  completeChat: async ({ services, body }) => ({
    message: { role: 'assistant' as const, content: await services.ai.complete(body.messages) },
  }),
  completeTask: ({ services, body }) => completeTask(services, body),
  generateImage: ({ services, body }) => generateImage(services, body),
  runAiDeveloper: ({ services, body }) => aiDeveloper(services, body),
  fetchDevBoxes: ({ services, user }) => listDevBoxes(services, user.id),
  createDevBox: ({ services, user, body }) => createDevBox(services, user.id, body),
  stopDevBox: ({ services, user, body }) => stopDevBox(services, user.id, body.dev_box_id),
} satisfies HandlerMap;
