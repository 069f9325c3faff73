/**
 * A user's activity as dated records, the one input from which statistics, achievements and
 * chart series are derived (ACHIEVEMENTS-DERIVED in docs/spec/rules.md: "derive from real
 * activity, never stored as free numbers"). The server reads these from its tables, the mocks from their store; both hand them
 * to the same rules.
 */
export type Activity = {
  /** Jobs the user posted. */
  requests: ReadonlyArray<{ created_at: string }>;
  /** Proposals the user sent; `updated_at` is when a client last decided on it. */
  proposals: ReadonlyArray<{
    created_at: string;
    updated_at: string;
    status: 'APPLYING' | 'ACCEPTING' | 'ONGOING' | 'REJECTED' | 'CLOSED';
  }>;
  /** Projects the user is a member of; `updated_at` of a DONE project is when it was finished. */
  projects: ReadonlyArray<{
    role: 'client' | 'provider' | 'contributor';
    status: 'ONGOING' | 'DONE' | 'CLOSED';
    created_at: string;
    updated_at: string;
    score: number | null;
  }>;
  /** Milestones of the projects the user works on as a provider. */
  milestones: ReadonlyArray<{
    status: 'PENDING' | 'OUTSTANDING' | 'IMPLEMENTING' | 'DONE' | 'PAID';
    amount_cents: number;
    due_date: string;
    delivered_at: string | null;
    approved_at: string | null;
    paid_at: string | null;
    /** What disputes and refunds gave back to the client of it (the ledger's refunded movements). */
    refunded_cents?: number;
  }>;
  /** Payments the user made as a client, paid, with what disputes and refunds gave back of each. */
  payments: ReadonlyArray<{ amount_cents: number; paid_at: string; refunded_cents?: number }>;
  /** Hourly weeks' payments the user received as the provider, paid (decision 1400); none when absent. */
  hourly?: ReadonlyArray<{ amount_cents: number; paid_at: string }>;
};

export type ActivityMilestone = Activity['milestones'][number];

/** Approved (DONE) or released (PAID): the provider delivered it. */
export const isMilestoneDone = (milestone: ActivityMilestone) =>
  milestone.status === 'DONE' || milestone.status === 'PAID';

/** Delivered by its due date (the day of delivery, or of approval when no delivery was recorded). */
export function isMilestoneOnTime(milestone: ActivityMilestone) {
  const delivered = milestone.delivered_at ?? milestone.approved_at;
  return isMilestoneDone(milestone) && delivered !== null && delivered.slice(0, 10) <= milestone.due_date;
}

/** A proposal the client accepted (waiting for the provider, or started). */
export const isProposalAccepted = (proposal: Activity['proposals'][number]) =>
  proposal.status === 'ACCEPTING' || proposal.status === 'ONGOING';

/**
 * Released money of a provider's milestones (net of what a dispute or refund gave back, as
 * PAYMENT-SUMMARY counts it) and paid hourly weeks, each at the time it was paid.
 */
export const earningsOf = (activity: Activity) => [
  ...activity.milestones.flatMap((milestone) =>
    milestone.status === 'PAID' && milestone.paid_at
      ? [{ at: milestone.paid_at, value: milestone.amount_cents - (milestone.refunded_cents ?? 0) }]
      : [],
  ),
  ...(activity.hourly ?? []).map((week) => ({ at: week.paid_at, value: week.amount_cents })),
];

/** The user's paid payments as a client, net of what was given back, each at the time it was paid. */
export const spendingOf = (activity: Activity) =>
  activity.payments.map((payment) => ({
    at: payment.paid_at,
    value: payment.amount_cents - (payment.refunded_cents ?? 0),
  }));
