import { describe, expect, it } from 'vitest';

import { paymentSummary } from './payment-summary';

describe('paymentSummary', () => {
  // proves: PAYMENT-SUMMARY
  it('counts an outstanding payment the user owes as pending, beside funded milestones as provider', () => {
    expect(
      paymentSummary({
        providerMilestones: [
          { status: 'PAID', amount_cents: 100 },
          { status: 'IMPLEMENTING', amount_cents: 20 },
          { status: 'PENDING', amount_cents: 5 },
        ],
        paymentsMade: [
          { status: 'OUTSTANDING', amount_cents: 200_000 },
          { status: 'PAID', amount_cents: 300 },
        ],
      }),
    ).toEqual({ earned_cents: 100, pending_cents: 200_020, spent_cents: 300 });
  });

  // proves: PAYMENT-SUMMARY
  it('counts a milestone split after a dispute net of the part refunded, for both sides', () => {
    expect(
      paymentSummary({
        providerMilestones: [{ status: 'PAID', amount_cents: 15_000, refunded_cents: 6_000 }],
        paymentsMade: [{ status: 'PAID', amount_cents: 15_000, refunded_cents: 6_000 }],
      }),
    ).toEqual({ earned_cents: 9_000, pending_cents: 0, spent_cents: 9_000 });
  });

  it('is all zero without milestones or payments', () => {
    expect(paymentSummary({ providerMilestones: [], paymentsMade: [] })).toEqual({
      earned_cents: 0,
      pending_cents: 0,
      spent_cents: 0,
    });
  });
});
