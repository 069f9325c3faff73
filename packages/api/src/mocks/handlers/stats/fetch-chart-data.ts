import { fetchChartData } from '../../../contract/stats';
import { syntheticPoints } from '../../db/charts';
import { buildChartData } from '../../factories/stats';
import { createOperationMock } from '../operation-mock';

export const fetchChartDataMock = createOperationMock(fetchChartData, ({ query }) => {
  const money = query.metric === 'earnings' || query.metric === 'spending';
  const label = {
    earnings: 'Earnings',
    spending: 'Spending',
    projects: 'Projects',
    proposals: 'Proposals',
    issues: 'Issues',
  }[query.metric];
  return buildChartData({
    metric: query.metric,
    range: query.range,
    unit: money ? 'cents' : 'count',
    currency: money ? 'USD' : null,
    series: [{ key: query.metric, label, points: syntheticPoints(query.range, money ? 5_000 : 2) }],
  });
});
