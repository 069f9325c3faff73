import { and, eq } from 'drizzle-orm';

import { MoneyCollectingMethodType } from '@lancer/api/constants';

import type { Database } from '../db/client';
import { hourlyWeeks } from '../db/hourly-schema';
import { milestones } from '../db/milestone-schema';
import { payments } from '../db/payment-schema';
import { recordCharged, recordHeld, recordInvoicePaid } from '../ledger/money-movements';

/**
 * The money of a payment arrived (card webhook, sandbox checkout page, or the payee's confirmation):
 * payment PAID and, for a funding payment, its PENDING milestone OUTSTANDING, in one transaction.
 * Safe to call twice (webhooks are retried): the second call changes nothing. The ledger records it
 * in the same transaction: the card's charge (`chargeId`, a saved card's charge, or the checkout
 * session), the milestone's money held, or the hourly week's invoice paid.
 */
export async function markPaymentPaid(
  db: Database,
  where: { paymentId?: string; checkoutSessionId?: string },
  chargeId?: string,
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
    const [funded] = await tx
      .update(milestones)
      .set({ status: 'OUTSTANDING', fundedAt: now })
      .where(and(eq(milestones.id, paid.milestoneId), eq(milestones.status, 'PENDING')))
      .returning({ id: milestones.id });
    const [week] = funded
      ? []
      : await tx.select({ id: hourlyWeeks.id }).from(hourlyWeeks).where(eq(hourlyWeeks.id, paid.milestoneId));
    const subject = week ? ('hourly_week' as const) : ('milestone' as const);
    if (paid.method === MoneyCollectingMethodType.STRIPE_CHECKOUT)
      await recordCharged(
        tx,
        paid,
        { kind: subject, id: paid.milestoneId },
        chargeId ?? paid.checkoutSessionId,
      );
    if (funded) await recordHeld(tx, funded.id, paid);
    if (week) await recordInvoicePaid(tx, week.id, paid);
    return paid;
  });
}
