import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';

import type { WorkItem, WorkItemStatus } from '@lancer/api/schemas/product';
import { canTransition } from '@lancer/api/states/machine';
import { workItemTransitions } from '@lancer/api/states/work-item';

import type { Executor } from '../db/client';
import { productIssues, workItems } from '../db/product-schema';
import { badRequest, invalidTransition, notFound } from '../http/errors';
import { newId } from '../lib/ids';
import { paged, pageWindow, type PageQuery } from '../lib/paging';
import { iso } from '../lib/time';
import type { Services } from '../services';
import { loadSummaries } from '../user/user-summaries';
import { checkProductAssignee, loadProductFor, touchProduct } from './product-access';

type Row = typeof workItems.$inferSelect;

async function toWorkItems(db: Executor, rows: Row[]): Promise<WorkItem[]> {
  const issueIds = rows.map((row) => row.issueId).filter((id): id is string => Boolean(id));
  const [people, issues] = await Promise.all([
    loadSummaries(
      db,
      rows.map((row) => row.assigneeId),
    ),
    issueIds.length > 0
      ? db
          .select({ id: productIssues.id, number: productIssues.number, title: productIssues.title })
          .from(productIssues)
          .where(inArray(productIssues.id, issueIds))
      : Promise.resolve([]),
  ]);
  const issueOf = new Map(issues.map((issue) => [issue.id, issue]));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    assignee: row.assigneeId ? people.get(row.assigneeId) : null,
    status: row.status,
    estimate_hours: row.estimateHours,
    issue: (row.issueId && issueOf.get(row.issueId)) || null,
    updated_at: iso(row.updatedAt),
  }));
}

/** A work item links to one of the same product's issues. */
async function checkLinkedIssue(db: Executor, productId: string, issueId: string | null | undefined) {
  if (!issueId) return;
  const [issue] = await db
    .select({ id: productIssues.id })
    .from(productIssues)
    .where(and(eq(productIssues.id, issueId), eq(productIssues.productId, productId)));
  if (!issue)
    throw badRequest('The linked issue must be one of the product', {
      issue_id: 'Pick an issue of this product',
    });
}

export async function fetchProductWorkItems(
  services: Services,
  userId: string,
  query: PageQuery & { product_id: string; status?: WorkItemStatus; assignee_id?: string },
) {
  await loadProductFor(services.db, query.product_id, userId, 'read');
  const conditions: SQL[] = [eq(workItems.productId, query.product_id)];
  if (query.status) conditions.push(eq(workItems.status, query.status));
  if (query.assignee_id) conditions.push(eq(workItems.assigneeId, query.assignee_id));
  const where = and(...conditions);
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
  return paged(await toWorkItems(services.db, rows), total?.n ?? 0, query);
}

export async function createProductWorkItem(
  services: Services,
  userId: string,
  input: {
    product_id: string;
    title: string;
    status: WorkItemStatus;
    assignee_id: string | null;
    issue_id: string | null;
    estimate_hours: number;
  },
) {
  await loadProductFor(services.db, input.product_id, userId, 'write');
  await checkProductAssignee(services.db, input.product_id, input.assignee_id);
  await checkLinkedIssue(services.db, input.product_id, input.issue_id);
  const [row] = await services.db
    .insert(workItems)
    .values({
      id: newId(),
      productId: input.product_id,
      title: input.title,
      status: input.status,
      assigneeId: input.assignee_id,
      issueId: input.issue_id,
      estimateHours: input.estimate_hours,
    })
    .returning();
  await touchProduct(services.db, input.product_id);
  return (await toWorkItems(services.db, [row!]))[0]!;
}

export async function updateProductWorkItem(
  services: Services,
  userId: string,
  input: {
    work_item_id: string;
    title?: string;
    status?: WorkItemStatus;
    assignee_id?: string | null;
    issue_id?: string | null;
    estimate_hours?: number;
  },
) {
  const [item] = await services.db.select().from(workItems).where(eq(workItems.id, input.work_item_id));
  if (!item) throw notFound('Work item');
  await loadProductFor(services.db, item.productId, userId, 'write');
  if (
    input.status &&
    input.status !== item.status &&
    !canTransition(workItemTransitions, item.status, input.status)
  )
    throw invalidTransition('work item', item.status, `move to ${input.status}`);
  await checkProductAssignee(services.db, item.productId, input.assignee_id);
  await checkLinkedIssue(services.db, item.productId, input.issue_id);
  const [row] = await services.db
    .update(workItems)
    .set({
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.assignee_id !== undefined ? { assigneeId: input.assignee_id } : {}),
      ...(input.issue_id !== undefined ? { issueId: input.issue_id } : {}),
      ...(input.estimate_hours !== undefined ? { estimateHours: input.estimate_hours } : {}),
      updatedAt: new Date(),
    })
    .where(eq(workItems.id, item.id))
    .returning();
  await touchProduct(services.db, item.productId);
  return (await toWorkItems(services.db, [row!]))[0]!;
}
