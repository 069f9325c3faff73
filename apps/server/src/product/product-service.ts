import { and, asc, count, desc, eq, gte, inArray } from 'drizzle-orm';

import type { Product } from '@lancer/api/schemas/product';

import type { Executor } from '../db/client';
import {
  opsEvents,
  productInvites,
  productMembers,
  products,
  roadmapItems,
  workItems,
  type ProductRole,
  type ProductRow,
} from '../db/product-schema';
import { conflict, forbidden, notFound } from '../http/errors';
import { newId } from '../lib/ids';
import { paged, pageWindow, type PageQuery } from '../lib/paging';
import { rangeStart, toPoints, type ChartRange } from '../lib/series';
import { iso } from '../lib/time';
import type { Services } from '../services';
import { findUserByEmail, normalizeEmail } from '../user/user-repository';
import { loadSummaries } from '../user/user-summaries';

async function toProducts(db: Executor, rows: ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [members, people] = await Promise.all([
    db
      .select({ productId: productMembers.productId, n: count() })
      .from(productMembers)
      .where(inArray(productMembers.productId, ids))
      .groupBy(productMembers.productId),
    loadSummaries(
      db,
      rows.map((row) => row.ownerId),
    ),
  ]);
  const memberCount = new Map(members.map((row) => [row.productId, row.n]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    owner: people.get(row.ownerId),
    status: row.status,
    collaborator_count: memberCount.get(row.id) ?? 0,
    // Products and projects are not linked in the contract yet: no issues to count.
    open_issue_count: 0,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  }));
}

/** The product and the user's role in it; 404 when missing, 403 for non-members. */
async function loadFor(db: Executor, productId: string, userId: string) {
  const [product] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
  if (!product) throw notFound('Product');
  const [member] = await db
    .select({ role: productMembers.role })
    .from(productMembers)
    .where(and(eq(productMembers.productId, productId), eq(productMembers.userId, userId)));
  if (!member) throw forbidden('You are not a member of this product');
  return { product, role: member.role };
}

export async function fetchProducts(services: Services, userId: string, query: PageQuery) {
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
  const { product } = await loadFor(services.db, productId, userId);
  return (await toProducts(services.db, [product]))[0]!;
}

export async function createProduct(
  services: Services,
  userId: string,
  input: { name: string; description: string },
) {
  const id = newId();
  const row = await services.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(products)
      .values({ id, ownerId: userId, name: input.name, description: input.description })
      .returning();
    await tx.insert(productMembers).values({ productId: id, userId, role: 'owner' });
    return created!;
  });
  return (await toProducts(services.db, [row]))[0]!;
}

export async function fetchProductPlan(services: Services, userId: string, productId: string) {
  await loadFor(services.db, productId, userId);
  const rows = await services.db
    .select()
    .from(roadmapItems)
    .where(eq(roadmapItems.productId, productId))
    .orderBy(asc(roadmapItems.quarter), asc(roadmapItems.title));
  return {
    items: rows.map((row) => ({ id: row.id, title: row.title, quarter: row.quarter, status: row.status })),
  };
}

export async function fetchProductWorkItems(
  services: Services,
  userId: string,
  query: PageQuery & { product_id: string },
) {
  await loadFor(services.db, query.product_id, userId);
  const where = eq(workItems.productId, query.product_id);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    services.db
      .select()
      .from(workItems)
      .where(where)
      .orderBy(desc(workItems.updatedAt), desc(workItems.id))
      .limit(limit)
      .offset(offset),
    services.db.select({ n: count() }).from(workItems).where(where),
  ]);
  const people = await loadSummaries(
    services.db,
    rows.map((row) => row.assigneeId),
  );
  const items = rows.map((row) => ({
    id: row.id,
    title: row.title,
    assignee: row.assigneeId ? people.get(row.assigneeId) : null,
    status: row.status,
    estimate_hours: row.estimateHours,
    updated_at: iso(row.updatedAt),
  }));
  return paged(items, total?.n ?? 0, query);
}

export async function fetchProductIssues(
  services: Services,
  userId: string,
  query: PageQuery & { product_id: string },
) {
  await loadFor(services.db, query.product_id, userId);
  return paged([], 0, query);
}

export async function fetchProductOpsEvents(
  services: Services,
  userId: string,
  query: PageQuery & { product_id: string },
) {
  await loadFor(services.db, query.product_id, userId);
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
  const items = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    environment: row.environment,
    status: row.status,
    happened_at: iso(row.happenedAt),
  }));
  return paged(items, total?.n ?? 0, query);
}

/** Deployments and incidents per bucket, and work items finished: derived from the tabs' records. */
export async function fetchProductMetrics(
  services: Services,
  userId: string,
  productId: string,
  range: ChartRange,
) {
  await loadFor(services.db, productId, userId);
  const since = rangeStart(range);
  const [events, done] = await Promise.all([
    services.db
      .select()
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
  ]);
  const count = (kind: 'deployment' | 'incident') =>
    toPoints(
      range,
      events.filter((e) => e.kind === kind).map((e) => ({ at: e.happenedAt, value: 1 })),
    );
  return {
    charts: [
      {
        metric: 'projects' as const,
        range,
        unit: 'count' as const,
        currency: null,
        series: [
          { key: 'deployments', label: 'Deployments', points: count('deployment') },
          { key: 'incidents', label: 'Incidents', points: count('incident') },
          {
            key: 'work_items_done',
            label: 'Work items done',
            points: toPoints(
              range,
              done.map((d) => ({ at: d.at, value: 1 })),
            ),
          },
        ],
      },
    ],
  };
}

export async function fetchProductCollaborators(services: Services, userId: string, productId: string) {
  await loadFor(services.db, productId, userId);
  const [members, invites] = await Promise.all([
    services.db
      .select()
      .from(productMembers)
      .where(eq(productMembers.productId, productId))
      .orderBy(asc(productMembers.joinedAt)),
    services.db
      .select()
      .from(productInvites)
      .where(eq(productInvites.productId, productId))
      .orderBy(asc(productInvites.invitedAt)),
  ]);
  const people = await loadSummaries(
    services.db,
    members.map((m) => m.userId),
  );
  const order: Record<ProductRole, number> = { owner: 0, maintainer: 1, contributor: 2, viewer: 3 };
  return {
    collaborators: members
      .sort((a, b) => order[a.role] - order[b.role])
      .map((m) => ({ user: people.get(m.userId), role: m.role, joined_at: iso(m.joinedAt) })),
    invites: invites.map((i) => ({ id: i.id, email: i.email, role: i.role, invited_at: iso(i.invitedAt) })),
  };
}

/** The owner or a maintainer invites by email: an existing user joins at once, others get a pending invite and a mail. */
export async function inviteProductCollaborator(
  services: Services,
  userId: string,
  input: { product_id: string; email: string; role: Exclude<ProductRole, 'owner'> },
) {
  const { product, role } = await loadFor(services.db, input.product_id, userId);
  if (role !== 'owner' && role !== 'maintainer') throw forbidden('Only the owner or a maintainer can invite');
  const email = normalizeEmail(input.email);
  const existing = await findUserByEmail(services.db, email);
  if (existing) {
    const added = await services.db
      .insert(productMembers)
      .values({ productId: product.id, userId: existing.id, role: input.role })
      .onConflictDoNothing()
      .returning();
    if (added.length === 0) throw conflict('This user is already a member of the product');
  } else {
    const added = await services.db
      .insert(productInvites)
      .values({ id: newId(), productId: product.id, email, role: input.role })
      .onConflictDoNothing()
      .returning();
    if (added.length === 0) throw conflict('This email is already invited');
    await services.mail.send({
      to: email,
      subject: `You are invited to ${product.name} on Lancer`,
      text: `Sign up with this email to join ${product.name}.`,
    });
  }
  return fetchProductCollaborators(services, userId, product.id);
}

export async function removeProductCollaborator(
  services: Services,
  userId: string,
  productId: string,
  memberId: string,
) {
  const { role } = await loadFor(services.db, productId, userId);
  if (role !== 'owner') throw forbidden('Only the owner can remove members');
  const [member] = await services.db
    .select()
    .from(productMembers)
    .where(and(eq(productMembers.productId, productId), eq(productMembers.userId, memberId)));
  if (!member) throw notFound('Collaborator');
  if (member.role === 'owner') throw forbidden('The owner cannot be removed');
  await services.db
    .delete(productMembers)
    .where(and(eq(productMembers.productId, productId), eq(productMembers.userId, memberId)));
  return { ok: true as const };
}
