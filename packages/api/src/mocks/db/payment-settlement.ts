import type { Payment } from '../../schemas/payment';
import { milestoneActions } from '../../states/milestone';
import type { MockDb } from './mock-db';
import { tick } from './store';

/**
 * The money of a payment arrived (the sandbox checkout page, or the payee's confirmation): the
 * payment PAID and its PENDING milestone funded (OUTSTANDING), as the server's markPaymentPaid
 * does. Settling twice changes nothing.
 */
export function settleMockPayment(db: MockDb, payment: Payment) {
  if (payment.status === 'PAID') return payment;
  const now = tick(db);
  // As the server's view: a paid payment has no checkout page to pay on.
  Object.assign(payment, { status: 'PAID', paid_at: now, checkout_url: null });
  const milestone = db.milestones.find((candidate) => candidate.id === payment.milestone_id);
  if (milestone?.status === milestoneActions.fund.from)
    Object.assign(milestone, { status: milestoneActions.fund.to, funded_at: now });
  return payment;
}

/** The sandbox checkout page's address for a payment, on the origin the call came to. */
export const mockCheckoutUrl = (origin: string, paymentId: string) =>
  `${origin}/api/payments/sandbox/checkout?token=${encodeURIComponent(paymentId)}`;

/** What disputes and refunds gave back to the client of a milestone, over the payments that funded it. */
export const refundedOfMilestone = (db: MockDb, milestoneId: string) =>
  db.payments
    .filter((payment) => payment.milestone_id === milestoneId)
    .reduce((total, payment) => total + payment.refunded_cents, 0);
