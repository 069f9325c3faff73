import { describe, expect, it } from 'vitest';

import { MoneyCollectingMethodType } from '../constants';
import {
  issueNextAction,
  mayTakeIssueAction,
  milestoneNextActions,
  type MilestoneFacts,
} from './next-actions';

const milestone = (over: Partial<MilestoneFacts>): MilestoneFacts => ({
  status: 'PENDING',
  delivered_at: null,
  funding_payment: null,
  ...over,
});
const card = { method: MoneyCollectingMethodType.STRIPE_CHECKOUT, status: 'OUTSTANDING' as const };
const marked = { method: MoneyCollectingMethodType.MARKED_AS_PAID, status: 'OUTSTANDING' as const };

describe('milestone next actions', () => {
  it('has the client fund, approve a delivery and release the money', () => {
    expect(milestoneNextActions(milestone({}), 'client')).toEqual(['fund']);
    expect(milestoneNextActions(milestone({ status: 'IMPLEMENTING' }), 'client')).toEqual([]);
    expect(milestoneNextActions(milestone({ status: 'IMPLEMENTING', delivered_at: 'x' }), 'client')).toEqual([
      'approve',
    ]);
    expect(milestoneNextActions(milestone({ status: 'DONE' }), 'client')).toEqual(['pay']);
    expect(milestoneNextActions(milestone({ status: 'PAID' }), 'client')).toEqual([]);
  });

  it('sends the client back to the checkout page while a card payment is outstanding', () => {
    expect(milestoneNextActions(milestone({ funding_payment: card }), 'client')).toEqual([
      'continue-checkout',
    ]);
  });

  it('has the provider confirm money marked as paid, start and deliver', () => {
    expect(milestoneNextActions(milestone({}), 'provider')).toEqual([]);
    expect(
      milestoneNextActions(milestone({ status: 'OUTSTANDING', funding_payment: marked }), 'provider'),
    ).toEqual(['confirm-payment', 'start']);
    expect(milestoneNextActions(milestone({ status: 'IMPLEMENTING' }), 'provider')).toEqual(['deliver']);
    expect(
      milestoneNextActions(milestone({ status: 'IMPLEMENTING', delivered_at: 'x' }), 'provider'),
    ).toEqual([]);
    expect(milestoneNextActions(milestone({ status: 'OUTSTANDING' }), 'contributor')).toEqual([]);
  });
});

describe('issue next action', () => {
  const open = { state: 'open' as const, reporter_id: 'c', assignee_id: null };
  it('puts an open issue on its assignee, or on the provider while unassigned', () => {
    expect(issueNextAction(open, 'p', 'provider')).toBe('resolve');
    expect(issueNextAction(open, 'c', 'client')).toBeNull();
    expect(issueNextAction({ ...open, assignee_id: 'x' }, 'p', 'provider')).toBeNull();
    expect(issueNextAction({ ...open, assignee_id: 'x' }, 'x', 'contributor')).toBe('resolve');
  });

  it('waits for the reporter or the client to confirm a resolved issue', () => {
    const resolved = { ...open, state: 'resolved' as const, reporter_id: 'p' };
    expect(issueNextAction(resolved, 'p', 'provider')).toBe('confirm');
    expect(issueNextAction(resolved, 'c', 'client')).toBe('confirm');
    expect(issueNextAction(resolved, 'x', 'contributor')).toBeNull();
    expect(mayTakeIssueAction('confirm', resolved, 'x', 'contributor')).toBe(false);
    expect(mayTakeIssueAction('reopen', resolved, 'x', 'contributor')).toBe(true);
  });
});
