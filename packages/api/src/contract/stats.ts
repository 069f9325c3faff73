import { z } from 'zod';

import { achievementSchema, statisticsSchema } from '../schemas/achievement';
import { statsChartQuerySchema, statsChartSchema } from '../schemas/stats-chart';
import { idSchema } from '../schemas/common';
import { signedIn } from './access';
import { defineOperation } from './operation';

/** Achievements, statistics and chart data, all derived from activity. */

const whoQuery = z.object({ user_id: idSchema.optional() });

export const fetchAchievements = defineOperation({
  name: 'fetchAchievements',
  method: 'GET',
  path: '/api/stats/fetch-achievements',
  summary: 'Achievements of a user (default: the signed-in user), earned and in progress.',
  auth: 'user',
  access: signedIn,
  query: whoQuery,
  response: z.object({ achievements: z.array(achievementSchema) }),
});

export const fetchStatistics = defineOperation({
  name: 'fetchStatistics',
  method: 'GET',
  path: '/api/stats/fetch-statistics',
  summary: 'Statistics of a user (default: the signed-in user).',
  auth: 'user',
  access: signedIn,
  query: whoQuery,
  response: statisticsSchema,
});

export const fetchChartData = defineOperation({
  name: 'fetchChartData',
  method: 'GET',
  path: '/api/stats/fetch-chart-data',
  summary:
    "The signed-in user's series for the data-visualization page: several metrics (comma separated) over a range (30d, 90d, 12m, or custom from/to), per day, week or month, with the previous period for comparison.",
  auth: 'user',
  access: signedIn,
  query: statsChartQuerySchema,
  response: statsChartSchema,
});

export const statsOperations = { fetchAchievements, fetchStatistics, fetchChartData } as const;
