import type { HandlerMap } from '../http/handler';
import { rewriteJobpost, rewriteResume } from './ai-service';

export const aiHandlers = {
  rewriteResume: ({ body, services }) => rewriteResume(services, body.text),
  rewriteJobpost: ({ body, services }) => rewriteJobpost(services, body.text),
} satisfies HandlerMap;
