import type { IssueState } from '../constants';
import type { ProductRole } from '../schemas/product';
import { issueActions } from '../states/issue';
import { forbidden, invalidTransition, type Refusal } from './refusal';

/**
 * Who may do what on a product (PRODUCT-MEMBERSHIP): members (the owner and collaborators)
 * read everything; the owner and collaborators write plan, work items, issues and ops events; only the
 * owner manages collaborators. The server and the mocks both ask these checks; `role` is null for a
 * user who is not a member.
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
  removeOwner: 'The owner stays on the product',
  confirmIssue: 'Only the reporter or the owner can confirm an issue',
} as const;

export function checkProductAction(role: ProductRole | null, action: ProductAction): Refusal | null {
  if (role === null) return forbidden(productRefusals.notMember);
  if (allowedRoles[action].includes(role)) return null;
  return forbidden(
    action === 'manageCollaborators' ? productRefusals.manageCollaborators : productRefusals.notMember,
  );
}

/** Resolve and Reopen by any member; Confirm by the reporter or the owner; each from its states (states/issue.ts). */
export function checkProductIssueAction(
  role: ProductRole | null,
  isReporter: boolean,
  state: IssueState,
  action: keyof typeof issueActions,
): Refusal | null {
  const member = checkProductAction(role, 'write');
  if (member) return member;
  if (action === 'confirm' && !isReporter && role !== 'owner') return forbidden(productRefusals.confirmIssue);
  if (!(issueActions[action].from as readonly IssueState[]).includes(state))
    return invalidTransition('issue', state, action);
  return null;
}
