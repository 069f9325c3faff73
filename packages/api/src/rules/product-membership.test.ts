import { describe, expect, it } from 'vitest';

import { decideProductAction, decideProductIssueAction, productRefusals } from './product-membership';

describe('product membership (DESIGN "Product membership")', () => {
  it('refuses every action to a non-member with the same message', () => {
    for (const action of ['read', 'write', 'manageCollaborators'] as const)
      expect(decideProductAction(null, action)).toEqual({
        allowed: false,
        message: productRefusals.notMember,
      });
  });

  it('lets collaborators read and write but not manage collaborators', () => {
    expect(decideProductAction('collaborator', 'read')).toEqual({ allowed: true });
    expect(decideProductAction('collaborator', 'write')).toEqual({ allowed: true });
    expect(decideProductAction('collaborator', 'manageCollaborators')).toEqual({
      allowed: false,
      message: productRefusals.manageCollaborators,
    });
  });

  it('lets the owner do everything', () => {
    for (const action of ['read', 'write', 'manageCollaborators'] as const)
      expect(decideProductAction('owner', action)).toEqual({ allowed: true });
  });

  it('lets any member resolve and reopen, and only the reporter or the owner confirm', () => {
    expect(decideProductIssueAction('collaborator', 'resolve', false).allowed).toBe(true);
    expect(decideProductIssueAction('collaborator', 'reopen', false).allowed).toBe(true);
    expect(decideProductIssueAction('collaborator', 'confirm', false)).toEqual({
      allowed: false,
      message: productRefusals.confirmIssue,
    });
    expect(decideProductIssueAction('collaborator', 'confirm', true).allowed).toBe(true);
    expect(decideProductIssueAction('owner', 'confirm', false).allowed).toBe(true);
    expect(decideProductIssueAction(null, 'resolve', true).allowed).toBe(false);
  });
});
