import { fetchProductMetrics } from '../../../contract/product';
import { syntheticPoints } from '../../db/charts';
import { checkProductMember } from '../../db/product-access';
import { buildChartData } from '../../factories/stats';
import { createOperationMock } from '../operation-mock';

export const fetchProductMetricsMock = createOperationMock(fetchProductMetrics, ({ db, meId, query }) => {
  checkProductMember(db, meId, query.product_id);
  return {
    charts: [
      buildChartData({
        metric: 'issues',
        range: query.range,
        unit: 'count',
        currency: null,
        series: [{ key: 'issues', label: 'Issues opened', points: syntheticPoints(query.range, 3) }],
      }),
      buildChartData({
        metric: 'projects',
        range: query.range,
        unit: 'count',
        currency: null,
        series: [{ key: 'deployments', label: 'Deployments', points: syntheticPoints(query.range, 5) }],
      }),
    ],
  };
});
