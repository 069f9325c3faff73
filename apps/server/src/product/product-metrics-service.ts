import { and, eq, gte } from 'drizzle-orm';

import type { ChartRange } from '@lancer/api/rules/chart-series';
import { chartBuckets } from '@lancer/api/rules/chart-series';
import { productCharts } from '@lancer/api/rules/product-metrics';

import { opsEvents, productIssues, workItems } from '../db/product-schema';
import { iso } from '../lib/time';
import type { Services } from '../services';
import { loadProductFor } from './product-access';

const startOf = (range: ChartRange, now: Date) => {
  const first = chartBuckets(range, now)[0]!;
  return new Date(range === '12m' ? `${first}-01T00:00:00Z` : `${first}T00:00:00Z`);
};

/** Charts derived from the other tabs' records (rules/product-metrics.ts). */
export async function fetchProductMetrics(
  services: Services,
  userId: string,
  productId: string,
  range: ChartRange,
) {
  await loadProductFor(services.db, productId, userId, 'read');
  const now = new Date();
  const since = startOf(range, now);
  const [events, done, issues] = await Promise.all([
    services.db
      .select({ kind: opsEvents.kind, at: opsEvents.happenedAt })
      .from(opsEvents)
      .where(and(eq(opsEvents.productId, productId), gte(opsEvents.happenedAt, since))),
    services.db
      .select({ at: workItems.updatedAt })
      .from(workItems)
      .where(
        and(
          eq(workItems.productId, productId),
          eq(workItems.status, 'done'),
          gte(workItems.updatedAt, since),
        ),
      ),
    services.db
      .select({ at: productIssues.createdAt })
      .from(productIssues)
      .where(and(eq(productIssues.productId, productId), gte(productIssues.createdAt, since))),
  ]);
  const instants = (rows: Array<{ at: Date }>) => rows.map((row) => iso(row.at));
  return {
    charts: productCharts(
      range,
      {
        issuesOpened: instants(issues),
        workItemsDone: instants(done),
        deployments: instants(events.filter((event) => event.kind === 'deployment')),
        incidents: instants(events.filter((event) => event.kind === 'incident')),
      },
      now,
    ),
  };
}
