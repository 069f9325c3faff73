import type { HandlerMap } from '../http/handler';
import { fetchHistory } from './history-service';
import { fetchWorkspaceSummary } from './workspace-service';

export const activityHandlers = {
  fetchWorkspaceSummary: ({ services, user }) => fetchWorkspaceSummary(services, user.id),
  fetchHistory: ({ services, user, query }) => fetchHistory(services, user.id, query),
} satisfies HandlerMap;
