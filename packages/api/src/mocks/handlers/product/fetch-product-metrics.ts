import { fetchProductMetrics } from '../../../contract/product';
import { productCharts } from '../../../rules/product-metrics';
import { checkProductMember } from '../../db/product-access';
import { fixtureTime } from '../../factories/sequence';
import { createOperationMock } from '../operation-mock';

export const fetchProductMetricsMock = createOperationMock(fetchProductMetrics, ({ db, meId, query }) => {
  const { id } = checkProductMember(db, meId, query.product_id);
  const events = db.opsEvents[id] ?? [];
  const at = (kind: 'deployment' | 'incident') =>
    events.filter((event) => event.kind === kind).map((event) => event.happened_at);
  return {
    charts: productCharts(
      query.range,
      {
        issuesOpened: (db.productIssues[id] ?? []).map((issue) => issue.created_at),
        workItemsDone: (db.workItems[id] ?? [])
          .filter((item) => item.status === 'done')
          .map((item) => item.updated_at),
        deployments: at('deployment'),
        incidents: at('incident'),
      },
      // The mock world's "now" is its clock.
      new Date(fixtureTime(db.clock)),
    ),
  };
});
