import type { HandlerMap } from '../http/handler';
import { achievements, chartData, statistics } from './stats-service';

/** Statistics and achievements of any user are public on their profile (like a freelancer's record). */
export const statsHandlers = {
  fetchAchievements: ({ services, user, query }) => achievements(services, query.user_id ?? user.id),
  fetchStatistics: ({ services, user, query }) => statistics(services, query.user_id ?? user.id),
  fetchChartData: ({ services, user, query }) => chartData(services, user.id, query.metric, query.range),
} satisfies HandlerMap;
