import type { HandlerMap } from '../http/handler';
import { submitReport } from './report-service';

export const reportHandlers = {
  submitReport: ({ services, user, body }) => submitReport(services, user.id, body),
} satisfies HandlerMap;
