import { achievementsOf } from '@lancer/api/rules/achievements';
import { chartDataOf, type ChartQuery } from '@lancer/api/rules/chart-data';
import { publicInsightOf } from '@lancer/api/rules/public-insight';
import { statisticsOf } from '@lancer/api/rules/statistics';

import { notFound } from '../http/errors';
import type { Services } from '../services';
import { findUserById } from '../user/user-repository';
import { readActivity } from './stats-activity';

/** Every figure is derived from records (DESIGN section 4: never stored as free numbers). */

async function activityOfUser(services: Services, userId: string) {
  if (!(await findUserById(services.db, userId))) throw notFound('User');
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
