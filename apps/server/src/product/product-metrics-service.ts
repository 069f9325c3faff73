import { and, eq, gte } from 'drizzle-orm';

import { productCharts, productMetricsSince } from '@lancer/api/rules/product-metrics';

import { opsEvents, productIssues, workItems } from '../db/product-schema';
import { iso } from '../lib/time';
import type { Services } from '../services';
import { loadProductFor } from './product-access';

/** Charts derived from the other tabs' records (rules/product-metrics.ts). */
export async function fetchProductMetrics(
  services: Services,
  userId: string,
  productId: string,
  range: '30d' | '90d' | '12m',
) {
  await loadProductFor(services.db, productId, userId, 'read');
  const now = new Date();
  const since = new Date(`${productMetricsSince(range, now)}T00:00:00Z`);
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
