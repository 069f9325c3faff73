import { achievementsOf } from '@lancer/api/rules/achievements';
import { chartDataOf, type ChartQuery } from '@lancer/api/rules/chart-data';
import { publicInsightOf } from '@lancer/api/rules/public-insight';
import { statisticsOf } from '@lancer/api/rules/statistics';
import { eq } from 'drizzle-orm';

import { users } from '../db/schema';
import { notFound } from '../http/errors';
import type { Services } from '../services';
import { readActivity } from './stats-activity';

/** Every figure is derived from records (ACHIEVEMENTS-DERIVED: never stored as free numbers). */

/** The user's activity; 404 for no such user (read here: the user area imports this one for its profile). */
async function activityOfUser(services: Services, userId: string) {
  const [user] = await services.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User');
  return readActivity(services.db, userId);
}

export async function fetchStatistics(services: Services, userId: string) {
  return statisticsOf(await activityOfUser(services, userId));
}

export async function fetchAchievements(services: Services, userId: string) {
  return { achievements: achievementsOf(await activityOfUser(services, userId)) };
}

/** The signed-in user's series; "today" is the server's UTC day. */
export async function fetchChartData(
  services: Services,
  userId: string,
  query: ChartQuery,
  now = new Date(),
) {
  return chartDataOf(await readActivity(services.db, userId), query, now.toISOString().slice(0, 10));
}

/** The average score and badges a public profile adds to the user's fields. */
export async function fetchPublicInsight(services: Services, userId: string) {
  return publicInsightOf(await readActivity(services.db, userId));
}
