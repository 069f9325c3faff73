import { describe, expect, it } from 'vitest';

import { checkProductAction, checkProductIssueAction, productRefusals } from './product-membership';

const refused = (message: string) => ({ status: 403, code: 'FORBIDDEN', message });

describe('product membership (PRODUCT-MEMBERSHIP)', () => {
  it('refuses every action to a non-member with the same message', () => {
    for (const action of ['read', 'write', 'manageCollaborators'] as const)
      expect(checkProductAction(null, action)).toEqual(refused(productRefusals.notMember));
  });

  // proves: PRODUCT-MEMBERSHIP
  it('lets collaborators read and write but not manage collaborators', () => {
    expect(checkProductAction('collaborator', 'read')).toBeNull();
    expect(checkProductAction('collaborator', 'write')).toBeNull();
    expect(checkProductAction('collaborator', 'manageCollaborators')).toEqual(
      refused(productRefusals.manageCollaborators),
    );
  });

  it('lets the owner do everything', () => {
    for (const action of ['read', 'write', 'manageCollaborators'] as const)
      expect(checkProductAction('owner', action)).toBeNull();
  });

  it('lets any member resolve and reopen, and only the reporter or the owner confirm', () => {
    expect(checkProductIssueAction('collaborator', false, 'open', 'resolve')).toBeNull();
    expect(checkProductIssueAction('collaborator', false, 'closed', 'reopen')).toBeNull();
    expect(checkProductIssueAction('collaborator', false, 'resolved', 'confirm')).toEqual(
      refused(productRefusals.confirmIssue),
    );
    expect(checkProductIssueAction('collaborator', true, 'resolved', 'confirm')).toBeNull();
    expect(checkProductIssueAction('owner', false, 'resolved', 'confirm')).toBeNull();
    expect(checkProductIssueAction(null, true, 'open', 'resolve')).toEqual(
      refused(productRefusals.notMember),
    );
  });

  it('moves an issue only from the states its action starts in', () => {
    expect(checkProductIssueAction('owner', true, 'open', 'confirm')).toMatchObject({
      status: 409,
      code: 'INVALID_STATE_TRANSITION',
    });
    expect(checkProductIssueAction('owner', true, 'open', 'reopen')).toMatchObject({ status: 409 });
  });
});
