import type { Product } from '../../schemas/product';
import { forbidden } from './mock-http-error';
import type { MockDb } from './store';
import { findOrThrow } from './views';

type ProductRole = 'owner' | 'maintainer' | 'contributor' | 'viewer';

/** The product, if the caller is a member (with one of `roles` when given). */
export function checkProductMember(
  db: MockDb,
  meId: string,
  productId: string,
  roles?: readonly ProductRole[],
): Product {
  const product = findOrThrow(db.products, productId, 'Product');
  const member = (db.productCollaborators[product.id] ?? []).find(
    (candidate) => candidate.user.user_id === meId,
  );
  if (!member || (roles && !roles.includes(member.role)))
    throw forbidden('You are not allowed on this product');
  return product;
}

export const productView = (db: MockDb, product: Product): Product => ({
  ...product,
  collaborator_count: (db.productCollaborators[product.id] ?? []).length,
  open_issue_count: (db.productIssues[product.id] ?? []).filter((issue) => issue.state !== 'closed').length,
});
