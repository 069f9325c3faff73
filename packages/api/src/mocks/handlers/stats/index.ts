import { fetchAchievementsMock } from './fetch-achievements';
import { fetchStatisticsMock } from './fetch-statistics';
import { fetchChartDataMock } from './fetch-chart-data';

/** The stats area's calls: each one's scenario factories, by operation name. */
export const statsMocks = {
  fetchAchievements: fetchAchievementsMock,
  fetchStatistics: fetchStatisticsMock,
  fetchChartData: fetchChartDataMock,
} as const;
