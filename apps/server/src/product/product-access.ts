import { and, eq } from 'drizzle-orm';

import { checkProductAction, type ProductAction } from '@lancer/api/rules/product-membership';

import type { Executor } from '../db/client';
import { productMembers, products, type ProductRole } from '../db/product-schema';
import { badRequest, notFound, refuse } from '../http/errors';

export async function productRoleOf(
  db: Executor,
  productId: string,
  userId: string,
): Promise<ProductRole | null> {
  const [member] = await db
    .select({ role: productMembers.role })
    .from(productMembers)
    .where(and(eq(productMembers.productId, productId), eq(productMembers.userId, userId)));
  return member?.role ?? null;
}

/** The product and the caller's role, when rules/product-membership.ts lets them do `action` (404, then 403). */
export async function loadProductFor(db: Executor, productId: string, userId: string, action: ProductAction) {
  const [product] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
  if (!product) throw notFound('Product');
  const role = await productRoleOf(db, productId, userId);
  refuse(checkProductAction(role, action));
  return { product, role: role! };
}

/** A person picked on a product (an assignee) must be one of its members. */
export async function checkProductAssignee(
  db: Executor,
  productId: string,
  userId: string | null | undefined,
) {
  if (!userId) return;
  if (!(await productRoleOf(db, productId, userId)))
    throw badRequest('The assignee must be a member of the product', {
      assignee_id: 'Pick a member of the product',
    });
}

/** Marks the product as changed (its list is ordered by it). */
export const touchProduct = (db: Executor, productId: string) =>
  db.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
