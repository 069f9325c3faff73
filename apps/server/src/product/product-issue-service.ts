import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';

import type { IssueState } from '@lancer/api/constants';
import { checkProductIssueAction } from '@lancer/api/rules/product-membership';
import type { ProductIssue } from '@lancer/api/schemas/product';
import { issueActions } from '@lancer/api/states/issue';

import type { Executor } from '../db/client';
import { productIssues, products, type ProductIssueRow } from '../db/product-schema';
import { notFound, refuse } from '../http/errors';
import { issueFieldsOf, newIssueValues } from '../lib/new-issue-values';
import { paged, pageWindow, type PageQuery } from '../lib/paging';
import type { Services } from '../services';
import { loadSummaries } from '../user/user-summaries';
import { checkProductAssignee, loadProductFor, productRoleOf, touchProduct } from './product-access';

async function toIssues(db: Executor, rows: ProductIssueRow[]): Promise<ProductIssue[]> {
  const people = await loadSummaries(
    db,
    rows.flatMap((row) => [row.reporterId, row.assigneeId]),
  );
  return rows.map((row) => ({
    id: row.id,
    product_id: row.productId,
    ...issueFieldsOf(row, people),
  }));
}

export async function fetchProductIssues(
  services: Services,
  userId: string,
  query: PageQuery & { product_id: string; state?: IssueState },
) {
  await loadProductFor(services.db, query.product_id, userId, 'read');
  const conditions: SQL[] = [eq(productIssues.productId, query.product_id)];
  if (query.state) conditions.push(eq(productIssues.state, query.state));
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    services.db
      .select()
      .from(productIssues)
      .where(where)
      .orderBy(desc(productIssues.number))
      .limit(limit)
      .offset(offset),
    services.db.select({ n: count() }).from(productIssues).where(where),
  ]);
  return paged(await toIssues(services.db, rows), total?.n ?? 0, query);
}

export async function createProductIssue(
  services: Services,
  userId: string,
  input: { product_id: string; title: string; description: string; assignee_id: string | null },
) {
  await loadProductFor(services.db, input.product_id, userId, 'write');
  await checkProductAssignee(services.db, input.product_id, input.assignee_id);
  const row = await services.db.transaction(async (tx) => {
    // The counter row lock gives each issue the next number of its product, also under concurrency.
    const [counter] = await tx
      .update(products)
      .set({ issueCounter: sql`${products.issueCounter} + 1`, updatedAt: new Date() })
      .where(eq(products.id, input.product_id))
      .returning({ number: products.issueCounter });
    const [created] = await tx
      .insert(productIssues)
      .values({
        ...newIssueValues(counter!.number, userId, input),
        productId: input.product_id,
        description: input.description,
      })
      .returning();
    return created!;
  });
  return (await toIssues(services.db, [row]))[0]!;
}

/** Resolve, Confirm or Reopen (states/issue.ts), by whom rules/product-membership.ts allows. */
async function moveProductIssue(
  services: Services,
  userId: string,
  issueId: string,
  action: keyof typeof issueActions,
) {
  const [issue] = await services.db.select().from(productIssues).where(eq(productIssues.id, issueId));
  if (!issue) throw notFound('Issue');
  const role = await productRoleOf(services.db, issue.productId, userId);
  refuse(checkProductIssueAction(role, issue.reporterId === userId, issue.state, action));
  const [row] = await services.db
    .update(productIssues)
    .set({ state: issueActions[action].to, updatedAt: new Date() })
    .where(and(eq(productIssues.id, issueId), eq(productIssues.state, issue.state)))
    .returning();
  // Someone else moved it meanwhile: answer as if we had read the new state.
  if (!row) return moveProductIssue(services, userId, issueId, action);
  await touchProduct(services.db, issue.productId);
  return (await toIssues(services.db, [row]))[0]!;
}

export const resolveProductIssue = (services: Services, userId: string, issueId: string) =>
  moveProductIssue(services, userId, issueId, 'resolve');
export const confirmProductIssue = (services: Services, userId: string, issueId: string) =>
  moveProductIssue(services, userId, issueId, 'confirm');
export const reopenProductIssue = (services: Services, userId: string, issueId: string) =>
  moveProductIssue(services, userId, issueId, 'reopen');
