import { describe, expect, it } from 'vitest';

import { refuseNonAdministrator } from './console';
import { refuseReview } from './hourly';
import {
  compareQueue,
  disputeAnswerDueAt,
  isSideOf,
  OWN_CASE_MESSAGE,
  percentOf,
  refuseAcceptSettlement,
  refuseDecide,
  refuseEscalate,
  refuseMilestoneInDispute,
  refuseOpenDispute,
  refuseOpenWeekDispute,
  splitMoney,
  type DisputeFacts,
} from './dispute';

const delivered = { status: 'IMPLEMENTING', delivered: true, projectOngoing: true, disputed: false } as const;
const open: DisputeFacts = {
  status: 'OPEN',
  openedBy: 'client',
  openedAt: '2026-01-01T00:00:00Z',
  proposedBy: null,
};

describe('dispute rules', () => {
  // proves: DISPUTE-NO-OWN-CASE
  it('refuses an administrator who is a side of the dispute before anything else', () => {
    const sides = { clientId: 'user-a', providerId: 'user-b' };
    expect(isSideOf(sides, 'user-a')).toBe(true);
    expect(isSideOf(sides, 'user-b')).toBe(true);
    expect(isSideOf(sides, 'user-c')).toBe(false);
    expect(refuseDecide('ESCALATED', true)).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: OWN_CASE_MESSAGE,
    });
    expect(refuseDecide('DECIDED', true)?.status).toBe(403);
    expect(refuseDecide('ESCALATED', false)).toBeNull();
    expect(refuseDecide('DECIDED', false)?.status).toBe(409);
  });

  // proves: DISPUTE-SPLIT
  it('splits the whole amount in cents, and refuses a split that leaves a side with nothing', () => {
    expect(splitMoney(15_000, 'release')).toEqual({ split: { provider_cents: 15_000, client_cents: 0 } });
    expect(splitMoney(15_000, 'refund')).toEqual({ split: { provider_cents: 0, client_cents: 15_000 } });
    expect(splitMoney(15_000, 'split', percentOf(15_000, 60))).toEqual({
      split: { provider_cents: 9_000, client_cents: 6_000 },
    });
    expect(splitMoney(15_001, 'split', percentOf(15_001, 60))).toEqual({
      split: { provider_cents: 9_001, client_cents: 6_000 },
    });
    for (const bad of [0, 15_000, 20_000, 1.5, undefined])
      expect(splitMoney(15_000, 'split', bad)).toEqual({ error: expect.any(String) });
  });

  // proves: DISPUTE-HOLDS-MONEY
  it('opens only on a funded, delivered, unpaid milestone by its client or provider, once', () => {
    expect(refuseOpenDispute('client', delivered)).toBeNull();
    expect(refuseOpenDispute('provider', { ...delivered, status: 'DONE' })).toBeNull();
    expect(refuseOpenDispute('contributor', delivered)?.status).toBe(403);
    expect(refuseOpenDispute('client', { ...delivered, delivered: false })?.status).toBe(409);
    expect(refuseOpenDispute('client', { ...delivered, status: 'PENDING' })?.status).toBe(409);
    expect(refuseOpenDispute('client', { ...delivered, status: 'PAID' })?.status).toBe(409);
    expect(refuseOpenDispute('client', { ...delivered, disputed: true })?.code).toBe('CONFLICT');
    expect(refuseMilestoneInDispute(null)).toBeNull();
    for (const status of ['OPEN', 'ESCALATED', 'DECIDED'] as const)
      expect(refuseMilestoneInDispute(status)?.code).toBe('INVALID_STATE_TRANSITION');
  });

  // proves: DISPUTE-HOURLY-WEEK
  it('opens on an hourly week only in its review, with time, once; the held week takes no review', () => {
    const inReview = { status: 'in_review', minutes: 90, projectOngoing: true, disputed: false } as const;
    expect(refuseOpenWeekDispute('client', inReview)).toBeNull();
    expect(refuseOpenWeekDispute('provider', inReview)).toBeNull();
    expect(refuseOpenWeekDispute('contributor', inReview)?.status).toBe(403);
    expect(refuseOpenWeekDispute('client', { ...inReview, status: 'open' })?.status).toBe(409);
    for (const status of ['approved', 'disputed'] as const)
      expect(refuseOpenWeekDispute('client', { ...inReview, status })?.code).toBe('INVALID_STATE_TRANSITION');
    expect(refuseOpenWeekDispute('client', { ...inReview, minutes: 0 })?.status).toBe(409);
    expect(refuseOpenWeekDispute('client', { ...inReview, disputed: true })?.code).toBe('CONFLICT');
    // HOURLY-CLOSED-PROJECT: a week in its review at the close stays disputable.
    expect(refuseOpenWeekDispute('client', { ...inReview, projectOngoing: false })).toBeNull();
    const closed = new Date('2026-12-01T00:00:00Z');
    expect(refuseReview('2026-11-23', closed, null)).toBeNull();
    expect(refuseReview('2026-11-23', closed, 'held')?.message).toMatch(/in dispute/);
    expect(refuseReview('2026-11-23', closed, 'resolved')?.code).toBe('INVALID_STATE_TRANSITION');
    expect(refuseReview('2026-11-23', closed, 'approved')?.code).toBe('CONFLICT');
  });

  it('lets the opener escalate an unanswered dispute only after the answer window', () => {
    const due = disputeAnswerDueAt(open.openedAt);
    expect(refuseEscalate('client', open, new Date(due.getTime() - 1))?.status).toBe(409);
    expect(refuseEscalate('client', open, due)).toBeNull();
    expect(refuseEscalate('provider', open, due)?.status).toBe(409);
    expect(refuseEscalate('provider', { ...open, status: 'ANSWERED' }, new Date(0))).toBeNull();
  });

  it('lets only the other side accept a waiting proposal', () => {
    expect(refuseAcceptSettlement('provider', open)?.status).toBe(409);
    expect(refuseAcceptSettlement('provider', { ...open, proposedBy: 'client' })).toBeNull();
    expect(refuseAcceptSettlement('client', { ...open, proposedBy: 'client' })?.status).toBe(403);
  });

  // proves: CONSOLE-ADMIN-ONLY
  it('lets only a role with the ADMINISTRATOR bit into the console', () => {
    expect(refuseNonAdministrator(8)).toBeNull();
    expect(refuseNonAdministrator(9)).toBeNull();
    for (const role of [0, 1, 2, 4, 7, null]) expect(refuseNonAdministrator(role)?.status).toBe(403);
  });

  it('orders the queue by age, or by amount then age', () => {
    const rows = [
      { id: 'a', amount_cents: 100, opened_at: '2026-01-02T00:00:00Z' },
      { id: 'b', amount_cents: 900, opened_at: '2026-01-03T00:00:00Z' },
      { id: 'c', amount_cents: 100, opened_at: '2026-01-01T00:00:00Z' },
    ];
    expect([...rows].sort(compareQueue('age')).map((row) => row.id)).toEqual(['c', 'a', 'b']);
    expect([...rows].sort(compareQueue('amount')).map((row) => row.id)).toEqual(['b', 'c', 'a']);
  });
});
