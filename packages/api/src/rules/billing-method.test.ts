import { describe, expect, it } from 'vitest';

import { chargesAutomatically, sandboxDeclines, SANDBOX_CARDS } from './billing-method';

describe('billing method', () => {
  it('HOURLY-AUTO-CHARGE: only an hourly invoice with an amount, of a payer with a saved card', () => {
    expect(chargesAutomatically({ kind: 'hourly_week', amountCents: 1, hasBillingMethod: true })).toBe(true);
    expect(chargesAutomatically({ kind: 'hourly_week', amountCents: 1, hasBillingMethod: false })).toBe(
      false,
    );
    expect(chargesAutomatically({ kind: 'hourly_week', amountCents: 0, hasBillingMethod: true })).toBe(false);
    expect(chargesAutomatically({ kind: 'milestone', amountCents: 500, hasBillingMethod: true })).toBe(false);
  });

  it("the sandbox declines only its declining test card's method", () => {
    expect(sandboxDeclines('pm_sandbox_decline_1a2b')).toBe(true);
    expect(sandboxDeclines('pm_sandbox_1a2b')).toBe(false);
    expect(SANDBOX_CARDS.declines.last4).toBe('0002');
  });
});
