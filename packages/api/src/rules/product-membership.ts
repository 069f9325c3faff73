import type { ProductRole } from '../schemas/product';

/**
 * Who may do what on a product (DESIGN "Product membership"): members (the owner and collaborators)
 * read everything; the owner and collaborators write plan, work items, issues and ops events; only the
 * owner manages collaborators. The server and the mocks both ask this table.
 */
export type ProductAction = 'read' | 'write' | 'manageCollaborators';

const allowedRoles: Record<ProductAction, readonly ProductRole[]> = {
  read: ['owner', 'collaborator'],
  write: ['owner', 'collaborator'],
  manageCollaborators: ['owner'],
};

export const productRefusals = {
  notMember: 'You are not a member of this product',
  manageCollaborators: 'Only the owner of the product manages collaborators',
  write: 'Only the owner and collaborators can change this product',
  removeOwner: 'The owner stays on the product',
  confirmIssue: 'Only the reporter or the owner can confirm',
} as const;

export type ProductDecision = { allowed: true } | { allowed: false; message: string };

/** `role` is null for a user who is not a member. */
export function decideProductAction(role: ProductRole | null, action: ProductAction): ProductDecision {
  if (role === null) return { allowed: false, message: productRefusals.notMember };
  if (allowedRoles[action].includes(role)) return { allowed: true };
  return { allowed: false, message: productRefusals[action === 'read' ? 'notMember' : action] };
}

/** Resolve and Reopen by any member; Confirm by the reporter or the owner (the client of the product). */
export function decideProductIssueAction(
  role: ProductRole | null,
  action: 'resolve' | 'confirm' | 'reopen',
  isReporter: boolean,
): ProductDecision {
  const member = decideProductAction(role, 'write');
  if (!member.allowed) return member;
  if (action === 'confirm' && !isReporter && role !== 'owner')
    return { allowed: false, message: productRefusals.confirmIssue };
  return { allowed: true };
}
