/**
 * A proposal's milestones must add up to its price: the form shows the running sum and the
 * difference while typing, and the server and the mocks refuse a proposal that breaks the rule
 * with the same message.
 */

export const MIN_MILESTONES = 1;
export const MAX_MILESTONES = 20;
export const MILESTONES_SUM_MESSAGE = 'The milestones must add up to the price';

export type MilestoneSum = {
  /** The milestones' amounts added up, in cents. */
  sum: number;
  /** price - sum: above 0 when the milestones fall short, below 0 when they go over. */
  difference: number;
  matches: boolean;
};

export function milestoneSum(
  priceCents: number,
  milestones: readonly { amount_cents: number }[],
): MilestoneSum {
  const sum = milestones.reduce((total, milestone) => total + milestone.amount_cents, 0);
  return { sum, difference: priceCents - sum, matches: sum === priceCents };
}
