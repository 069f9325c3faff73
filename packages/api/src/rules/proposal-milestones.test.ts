import { describe, expect, it } from 'vitest';

import { milestoneSum } from './proposal-milestones';

describe('milestoneSum', () => {
  // proves: PROPOSAL-MILESTONE-SUM
  it('matches when the amounts add up to the price', () => {
    expect(milestoneSum(80_000, [{ amount_cents: 30_000 }, { amount_cents: 50_000 }])).toEqual({
      sum: 80_000,
      difference: 0,
      matches: true,
    });
  });

  it('gives a positive difference when the milestones fall short and a negative one when they go over', () => {
    expect(milestoneSum(90_000, [{ amount_cents: 30_000 }, { amount_cents: 50_000 }])).toMatchObject({
      difference: 10_000,
      matches: false,
    });
    expect(milestoneSum(70_000, [{ amount_cents: 30_000 }, { amount_cents: 50_000 }])).toMatchObject({
      difference: -10_000,
      matches: false,
    });
  });

  it('sums no milestones to 0', () => {
    expect(milestoneSum(0, [])).toEqual({ sum: 0, difference: 0, matches: true });
  });
});
