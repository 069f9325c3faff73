import { and, eq } from 'drizzle-orm';

import type { Database } from '../db/client';
import { milestones } from '../db/milestone-schema';
import { payments } from '../db/payment-schema';

/**
 * The money of a payment arrived (card webhook, sandbox checkout page, or the payee's confirmation):
 * payment PAID and, for a funding payment, its PENDING milestone OUTSTANDING, in one transaction.
 * Safe to call twice (webhooks are retried): the second call changes nothing.
 */
export async function markPaymentPaid(
  db: Database,
  where: { paymentId?: string; checkoutSessionId?: string },
) {
  const match = where.paymentId
    ? eq(payments.id, where.paymentId)
    : eq(payments.checkoutSessionId, where.checkoutSessionId ?? '');
  return db.transaction(async (tx) => {
    const now = new Date();
    const [paid] = await tx
      .update(payments)
      .set({ status: 'PAID', paidAt: now })
      .where(and(match, eq(payments.status, 'OUTSTANDING')))
      .returning();
    if (!paid) return null;
    await tx
      .update(milestones)
      .set({ status: 'OUTSTANDING', fundedAt: now })
      .where(and(eq(milestones.id, paid.milestoneId), eq(milestones.status, 'PENDING')));
    return paid;
  });
}
