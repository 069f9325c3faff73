import type { HandlerMap } from '../http/handler';
import { fetchAchievements, fetchChartData, fetchStatistics } from './stats-service';

/** Statistics and achievements of any user are public on their profile (like a freelancer's record). */
export const statsHandlers = {
  fetchAchievements: ({ services, user, query }) => fetchAchievements(services, query.user_id ?? user.id),
  fetchStatistics: ({ services, user, query }) => fetchStatistics(services, query.user_id ?? user.id),
  fetchChartData: ({ services, user, query }) => fetchChartData(services, user.id, query),
} satisfies HandlerMap;
