import { and, eq } from 'drizzle-orm';

import { MoneyCollectingMethodType } from '@lancer/api/constants';

import type { Executor } from '../db/client';
import { hourlyWeeks } from '../db/hourly-schema';
import { milestones } from '../db/milestone-schema';
import { payments } from '../db/payment-schema';
import { recordCharged, recordHeld, recordInvoicePaid } from '../ledger/money-movements';
import type { Services } from '../services';
import { writeRelease } from './money-moves';

type PaymentMatch = { paymentId?: string; checkoutSessionId?: string };

const matching = (where: PaymentMatch) =>
  where.paymentId
    ? eq(payments.id, where.paymentId)
    : eq(payments.checkoutSessionId, where.checkoutSessionId ?? '');

/**
 * The money of a payment arrived, in the caller's transaction: payment PAID and, for a funding
 * payment, its PENDING milestone OUTSTANDING (the money held on the platform until the milestone is
 * paid); an hourly week's invoice pays for approved work, so its money is released to the provider
 * at once (a transfer written to the outbox, decision 2010). The ledger records it in the same
 * transaction (decision 2000): the card's charge, the milestone's money held, or the week's invoice
 * paid. Safe to call twice: the second call changes nothing.
 */
export async function settlePaid(
  tx: Executor,
  services: Services,
  where: PaymentMatch,
  chargeId?: string | null,
) {
  const now = new Date();
  const [paid] = await tx
    .update(payments)
    .set({ status: 'PAID', paidAt: now })
    .where(and(matching(where), eq(payments.status, 'OUTSTANDING')))
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
  if (paid.method === MoneyCollectingMethodType.STRIPE_CHECKOUT)
    await recordCharged(
      tx,
      paid,
      { kind: week ? 'hourly_week' : 'milestone', id: paid.milestoneId },
      chargeId ?? paid.checkoutSessionId,
    );
  if (funded) await recordHeld(tx, funded.id, paid);
  if (week) {
    await recordInvoicePaid(tx, week.id, paid);
    await writeRelease(tx, services, `week:${week.id}`, paid, paid.amountCents);
  }
  return paid;
}

/**
 * The money of a payment arrived (card webhook, sandbox checkout page, or the payee's confirmation),
 * in one transaction (settlePaid). Webhooks are retried: the second call changes nothing.
 */
export const markPaymentPaid = (services: Services, where: PaymentMatch) =>
  services.db.transaction((tx) => settlePaid(tx, services, where));
