import { describe, expect, it } from 'vitest';

import { clientReputation, type ClientHistory } from './client-reputation';

const none: ClientHistory = {
  ratings: [],
  posts: 0,
  decidedPosts: 0,
  hiredPosts: 0,
  paidMilestones: 0,
  paidInvoices: 0,
  disputes: 0,
};

describe('clientReputation', () => {
  // proves: CLIENT-REPUTATION
  it('has no rating and no hire rate with no history', () => {
    expect(clientReputation(none)).toEqual({
      rating: null,
      review_count: 0,
      posts: 0,
      hired_posts: 0,
      hire_rate: null,
      paid_milestones: 0,
      paid_invoices: 0,
      disputes: 0,
    });
  });

  it('leaves posts still recruiting out of the hire rate', () => {
    expect(clientReputation({ ...none, posts: 3, decidedPosts: 0 }).hire_rate).toBeNull();
    expect(clientReputation({ ...none, posts: 5, decidedPosts: 3, hiredPosts: 2 })).toMatchObject({
      posts: 5,
      hired_posts: 2,
      hire_rate: 67,
    });
    expect(clientReputation({ ...none, posts: 1, decidedPosts: 1, hiredPosts: 0 }).hire_rate).toBe(0);
  });

  it('averages the providers’ ratings and carries the payment record and disputes as counted', () => {
    expect(
      clientReputation({ ...none, ratings: [5, 4], paidMilestones: 6, paidInvoices: 2, disputes: 1 }),
    ).toMatchObject({ rating: 4.5, review_count: 2, paid_milestones: 6, paid_invoices: 2, disputes: 1 });
  });
});
