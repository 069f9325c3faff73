import { count, desc, eq } from 'drizzle-orm';

import { opsEventProblems, resolvedAtAfter } from '@lancer/api/rules/ops-event';
import type { OpsEvent } from '@lancer/api/schemas/product';

import { opsEvents } from '../db/product-schema';
import { badRequest, notFound } from '../http/errors';
import { newId } from '../lib/ids';
import { paged, pageWindow, type PageQuery } from '../lib/paging';
import { iso, isoOrNull } from '../lib/time';
import type { Services } from '../services';
import { loadProductFor, touchProduct } from './product-access';

type Row = typeof opsEvents.$inferSelect;
const toEvent = (row: Row): OpsEvent => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  environment: row.environment,
  status: row.status,
  severity: row.severity,
  happened_at: iso(row.happenedAt),
  resolved_at: isoOrNull(row.resolvedAt),
});

function checkConsistent(event: Pick<OpsEvent, 'kind' | 'status' | 'severity'>) {
  const problems = opsEventProblems(event);
  if (problems) throw badRequest(Object.values(problems)[0]!, problems);
}

export async function fetchProductOpsEvents(
  services: Services,
  userId: string,
  query: PageQuery & { product_id: string },
) {
  await loadProductFor(services.db, query.product_id, userId, 'read');
  const where = eq(opsEvents.productId, query.product_id);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    services.db
      .select()
      .from(opsEvents)
      .where(where)
      .orderBy(desc(opsEvents.happenedAt), desc(opsEvents.id))
      .limit(limit)
      .offset(offset),
    services.db.select({ n: count() }).from(opsEvents).where(where),
  ]);
  return paged(rows.map(toEvent), total?.n ?? 0, query);
}

export async function createProductOpsEvent(
  services: Services,
  userId: string,
  input: Pick<OpsEvent, 'kind' | 'title' | 'environment' | 'status' | 'severity'> & { product_id: string },
) {
  await loadProductFor(services.db, input.product_id, userId, 'write');
  checkConsistent(input);
  const now = new Date();
  const resolvedAt = resolvedAtAfter({ ...input, resolved_at: null }, iso(now));
  const [row] = await services.db
    .insert(opsEvents)
    .values({
      id: newId(),
      productId: input.product_id,
      kind: input.kind,
      title: input.title,
      environment: input.environment,
      status: input.status,
      severity: input.severity,
      happenedAt: now,
      resolvedAt: resolvedAt ? new Date(resolvedAt) : null,
    })
    .returning();
  await touchProduct(services.db, input.product_id);
  return toEvent(row!);
}

export async function updateProductOpsEvent(
  services: Services,
  userId: string,
  input: {
    ops_event_id: string;
    title?: string;
    status?: OpsEvent['status'];
    severity?: OpsEvent['severity'];
  },
) {
  const [row] = await services.db.select().from(opsEvents).where(eq(opsEvents.id, input.ops_event_id));
  if (!row) throw notFound('Ops event');
  await loadProductFor(services.db, row.productId, userId, 'write');
  const current = toEvent(row);
  const next = {
    ...current,
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
    ...(input.severity !== undefined ? { severity: input.severity } : {}),
  };
  checkConsistent(next);
  const resolvedAt = resolvedAtAfter(next, iso(new Date()));
  const [updated] = await services.db
    .update(opsEvents)
    .set({
      title: next.title,
      status: next.status,
      severity: next.severity,
      resolvedAt: resolvedAt ? new Date(resolvedAt) : null,
    })
    .where(eq(opsEvents.id, row.id))
    .returning();
  await touchProduct(services.db, row.productId);
  return toEvent(updated!);
}
