import { asc, eq } from 'drizzle-orm';

import type { RoadmapItem } from '@lancer/api/schemas/product';

import { roadmapItems } from '../db/product-schema';
import { notFound } from '../http/errors';
import { newId } from '../lib/ids';
import type { Services } from '../services';
import { loadProductFor, touchProduct } from './product-access';

type Row = typeof roadmapItems.$inferSelect;
const toItem = (row: Row): RoadmapItem => ({
  id: row.id,
  title: row.title,
  quarter: row.quarter,
  status: row.status,
});

export async function fetchProductPlan(services: Services, userId: string, productId: string) {
  await loadProductFor(services.db, productId, userId, 'read');
  const rows = await services.db
    .select()
    .from(roadmapItems)
    .where(eq(roadmapItems.productId, productId))
    .orderBy(asc(roadmapItems.quarter), asc(roadmapItems.title), asc(roadmapItems.id));
  return { items: rows.map(toItem) };
}

export async function createProductPlanItem(
  services: Services,
  userId: string,
  input: { product_id: string; title: string; quarter: string; status: RoadmapItem['status'] },
) {
  await loadProductFor(services.db, input.product_id, userId, 'write');
  const [row] = await services.db
    .insert(roadmapItems)
    .values({
      id: newId(),
      productId: input.product_id,
      title: input.title,
      quarter: input.quarter,
      status: input.status,
    })
    .returning();
  await touchProduct(services.db, input.product_id);
  return toItem(row!);
}

export async function updateProductPlanItem(
  services: Services,
  userId: string,
  input: { plan_item_id: string; title?: string; quarter?: string; status?: RoadmapItem['status'] },
) {
  const [item] = await services.db.select().from(roadmapItems).where(eq(roadmapItems.id, input.plan_item_id));
  if (!item) throw notFound('Plan item');
  await loadProductFor(services.db, item.productId, userId, 'write');
  const [row] = await services.db
    .update(roadmapItems)
    .set({
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.quarter !== undefined ? { quarter: input.quarter } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
    })
    .where(eq(roadmapItems.id, item.id))
    .returning();
  await touchProduct(services.db, item.productId);
  return toItem(row!);
}
