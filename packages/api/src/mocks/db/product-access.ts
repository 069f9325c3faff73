import {
  checkProductAction,
  checkProductIssueAction,
  type ProductAction,
} from '../../rules/product-membership';
import type { Product, ProductIssue, ProductRole } from '../../schemas/product';
import { issueActions } from '../../states/issue';
import { MockHttpError, refuse } from './mock-http-error';
import type { MockDb } from './mock-db';
import { tick } from './store';
import { findOrThrow } from './views';

export const productRoleOf = (db: MockDb, productId: string, userId: string): ProductRole | null =>
  (db.productCollaborators[productId] ?? []).find((member) => member.user.user_id === userId)?.role ?? null;

/** The product, when rules/product-membership.ts lets the caller do `action` on it (404, then 403). */
export function checkProductMember(
  db: MockDb,
  meId: string,
  productId: string,
  action: ProductAction = 'read',
): Product {
  const product = findOrThrow(db.products, productId, 'Product');
  refuse(checkProductAction(productRoleOf(db, product.id, meId), action));
  return product;
}

/** The product a tab's record belongs to, for a write by the caller. */
export function checkProductRecord<T extends { id: string }>(
  db: MockDb,
  meId: string,
  lists: Record<string, T[]>,
  id: string,
  what: string,
): { product: Product; record: T } {
  for (const [productId, records] of Object.entries(lists)) {
    const record = records.find((candidate) => candidate.id === id);
    if (record) return { product: checkProductMember(db, meId, productId, 'write'), record };
  }
  throw new MockHttpError(404, 'NOT_FOUND', `${what} not found`);
}

/** A person picked on a product (assignee) must be one of its members. */
export function checkProductAssignee(db: MockDb, productId: string, userId: string | null) {
  if (userId === null) return null;
  const member = (db.productCollaborators[productId] ?? []).find((m) => m.user.user_id === userId);
  if (!member)
    throw new MockHttpError(400, 'VALIDATION_FAILED', 'The assignee must be a member of the product', {
      assignee_id: 'Pick a member of the product',
    });
  return member.user;
}

export const productView = (db: MockDb, product: Product): Product => ({
  ...product,
  collaborator_count: (db.productCollaborators[product.id] ?? []).length,
  open_issue_count: (db.productIssues[product.id] ?? []).filter((issue) => issue.state !== 'closed').length,
  open_work_item_count: (db.workItems[product.id] ?? []).filter((item) => item.status !== 'done').length,
  open_incident_count: (db.opsEvents[product.id] ?? []).filter(
    (event) => event.kind === 'incident' && event.status === 'open',
  ).length,
});

/** The product issue a work item links to: one of the same product's issues. */
export function linkedIssueOf(db: MockDb, productId: string, issueId: string | null) {
  if (issueId === null) return null;
  const issue = (db.productIssues[productId] ?? []).find((candidate) => candidate.id === issueId);
  if (!issue)
    throw new MockHttpError(400, 'VALIDATION_FAILED', 'The linked issue must be one of the product', {
      issue_id: 'Pick an issue of this product',
    });
  return { id: issue.id, number: issue.number, title: issue.title };
}

/** A product issue the caller may move with `action` (rules/product-membership.ts, states/issue.ts). */
export function moveProductIssue(
  db: MockDb,
  meId: string,
  issueId: string,
  action: keyof typeof issueActions,
): ProductIssue {
  const issue = Object.values(db.productIssues)
    .flat()
    .find((candidate) => candidate.id === issueId);
  if (!issue) throw new MockHttpError(404, 'NOT_FOUND', 'Issue not found');
  findOrThrow(db.products, issue.product_id, 'Product');
  refuse(
    checkProductIssueAction(
      productRoleOf(db, issue.product_id, meId),
      issue.reporter.user_id === meId,
      issue.state,
      action,
    ),
  );
  Object.assign(issue, { state: issueActions[action].to, updated_at: tick(db) });
  return issue;
}
