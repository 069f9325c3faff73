import { and, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

import type { Product } from '@lancer/api/schemas/product';

import type { Executor } from '../db/client';
import {
  opsEvents,
  productInvites,
  productIssues,
  productMembers,
  products,
  workItems,
  type ProductRow,
} from '../db/product-schema';
import { users } from '../db/schema';
import { newId } from '../lib/ids';
import { paged, pageWindow, type PageQuery } from '../lib/paging';
import { iso } from '../lib/time';
import type { Services } from '../services';
import { loadSummaries } from '../user/user-summaries';
import { loadProductFor } from './product-access';

/** Rows per product of a tab's table (with `extra` conditions), for the product's key figures. */
async function countsBy(
  db: Executor,
  table: PgTable,
  column: AnyPgColumn,
  ids: string[],
  extra?: SQL,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ productId: column, n: count() })
    .from(table)
    .where(extra ? and(inArray(column, ids), extra) : inArray(column, ids))
    .groupBy(column);
  return new Map(rows.map((row) => [row.productId as string, row.n]));
}

async function toProducts(db: Executor, rows: ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [members, issues, work, incidents, people] = await Promise.all([
    countsBy(db, productMembers, productMembers.productId, ids),
    countsBy(db, productIssues, productIssues.productId, ids, ne(productIssues.state, 'closed')),
    countsBy(db, workItems, workItems.productId, ids, ne(workItems.status, 'done')),
    countsBy(
      db,
      opsEvents,
      opsEvents.productId,
      ids,
      and(eq(opsEvents.kind, 'incident'), eq(opsEvents.status, 'open')),
    ),
    loadSummaries(
      db,
      rows.map((row) => row.ownerId),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    links: row.links,
    owner: people.get(row.ownerId),
    status: row.status,
    collaborator_count: members.get(row.id) ?? 0,
    open_issue_count: issues.get(row.id) ?? 0,
    open_work_item_count: work.get(row.id) ?? 0,
    open_incident_count: incidents.get(row.id) ?? 0,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  }));
}

/**
 * Pending invites to the user's email become memberships when they next list their products: an
 * invite by email to someone without an account waits for them to sign up.
 */
async function claimInvites(db: Executor, userId: string) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return;
  await db.transaction(async (tx) => {
    const claimed = await tx.delete(productInvites).where(eq(productInvites.email, user.email)).returning();
    if (claimed.length === 0) return;
    await tx
      .insert(productMembers)
      .values(claimed.map((invite) => ({ productId: invite.productId, userId, role: invite.role })))
      .onConflictDoNothing();
  });
}

export async function fetchProducts(services: Services, userId: string, query: PageQuery) {
  await claimInvites(services.db, userId);
  const mine = services.db
    .select({ id: productMembers.productId })
    .from(productMembers)
    .where(eq(productMembers.userId, userId));
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    services.db
      .select()
      .from(products)
      .where(inArray(products.id, mine))
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(limit)
      .offset(offset),
    services.db.select({ n: count() }).from(products).where(inArray(products.id, mine)),
  ]);
  return paged(await toProducts(services.db, rows), total?.n ?? 0, query);
}

export async function fetchProduct(services: Services, userId: string, productId: string) {
  const { product } = await loadProductFor(services.db, productId, userId, 'read');
  return (await toProducts(services.db, [product]))[0]!;
}

export async function createProduct(
  services: Services,
  userId: string,
  input: { name: string; description: string; links: Product['links'] },
) {
  const id = newId();
  const row = await services.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(products)
      .values({ id, ownerId: userId, name: input.name, description: input.description, links: input.links })
      .returning();
    await tx.insert(productMembers).values({ productId: id, userId, role: 'owner' });
    return created!;
  });
  return (await toProducts(services.db, [row]))[0]!;
}

export async function updateProduct(
  services: Services,
  userId: string,
  input: {
    product_id: string;
    name?: string;
    description?: string;
    links?: Product['links'];
    status?: Product['status'];
  },
) {
  await loadProductFor(services.db, input.product_id, userId, 'write');
  const [row] = await services.db
    .update(products)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.links !== undefined ? { links: input.links } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      updatedAt: new Date(),
    })
    .where(eq(products.id, input.product_id))
    .returning();
  return (await toProducts(services.db, [row!]))[0]!;
}
