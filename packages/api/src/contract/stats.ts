import { z } from 'zod';

import { achievementSchema, statisticsSchema } from '../schemas/achievement';
import { chartDataSchema, chartMetricSchema, chartRangeSchema } from '../schemas/chart';
import { idSchema } from '../schemas/common';
import { defineOperation } from './operation';

/** Achievements, statistics and chart data, all derived from activity. */

const whoQuery = z.object({ user_id: idSchema.optional() });

export const fetchAchievements = defineOperation({
  name: 'fetchAchievements',
  method: 'GET',
  path: '/api/stats/fetch-achievements',
  summary: 'Achievements of a user (default: the signed-in user), earned and in progress.',
  auth: 'user',
  query: whoQuery,
  response: z.object({ achievements: z.array(achievementSchema) }),
});

export const fetchStatistics = defineOperation({
  name: 'fetchStatistics',
  method: 'GET',
  path: '/api/stats/fetch-statistics',
  summary: 'Statistics of a user (default: the signed-in user).',
  auth: 'user',
  query: whoQuery,
  response: statisticsSchema,
});

export const fetchChartData = defineOperation({
  name: 'fetchChartData',
  method: 'GET',
  path: '/api/stats/fetch-chart-data',
  summary:
    'Series for the data-visualization page: one metric over a range, per day (30d, 90d) or month (12m).',
  auth: 'user',
  query: z.object({ metric: chartMetricSchema, range: chartRangeSchema.default('30d') }),
  response: chartDataSchema,
});

export const statsOperations = { fetchAchievements, fetchStatistics, fetchChartData } as const;
