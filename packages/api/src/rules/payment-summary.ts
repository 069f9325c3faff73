/**
 * PAYMENT-SUMMARY: the payment page's totals, for the server and the mocks alike.
 * - earned: the milestones released (PAID) on the user's projects as provider;
 * - pending: as provider, funded milestones not yet released (OUTSTANDING, IMPLEMENTING, DONE), plus,
 *   as payer, payments still OUTSTANDING: the money the history lists as outstanding is never
 *   missing from the summary;
 * - spent: payments the user made that are PAID.
 * Money a dispute sent back to the client (decision 1500) is neither earned nor spent: a released
 * milestone or a paid payment counts net of its refund.
 */
type Amount = { status: string; amount_cents: number; refunded_cents?: number };

const sum = (items: readonly Amount[]) =>
  items.reduce((total, item) => total + item.amount_cents - (item.refunded_cents ?? 0), 0);

const fundedMilestoneStatuses = new Set(['OUTSTANDING', 'IMPLEMENTING', 'DONE']);

export function paymentSummary(input: {
  /** Milestones of the projects where the user is a provider, with what disputes refunded of them. */
  providerMilestones: readonly Amount[];
  /** Payments the user is the payer of. */
  paymentsMade: readonly Amount[];
}) {
  const { providerMilestones, paymentsMade } = input;
  return {
    earned_cents: sum(providerMilestones.filter((milestone) => milestone.status === 'PAID')),
    pending_cents:
      sum(providerMilestones.filter((milestone) => fundedMilestoneStatuses.has(milestone.status))) +
      sum(paymentsMade.filter((payment) => payment.status === 'OUTSTANDING')),
    spent_cents: sum(paymentsMade.filter((payment) => payment.status === 'PAID')),
  };
}
