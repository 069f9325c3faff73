import { MoneyCollectingMethodType } from '@lancer/api/constants';
import { chargesAutomatically } from '@lancer/api/rules/billing-method';
import { hourlyPaymentTitle, weekAmountCents, weekBillingKey, weekBounds } from '@lancer/api/rules/hourly';
import { and, eq, inArray, notInArray } from 'drizzle-orm';

import type { Executor } from '../db/client';

import { hourlyWeeks, timeEntries, type HourlyContractRow } from '../db/hourly-schema';
import { payments } from '../db/payment-schema';
import { newId } from '../lib/ids';
import { emitNotification } from '../notification/emit-notification';
import { billingMethodOf, chargeInvoice } from '../payment/billing-method-service';
import { openCheckout } from '../payment/payment-checkout';
import type { Services } from '../services';

/**
 * The card checkout of a week's invoice: opened when the week is billed and again when the client
 * pays it (payInvoice, decision 1402), with the same arguments, so the gateway's key is the same.
 */
export const openWeekCheckout = (
  services: Services,
  tx: Executor,
  invoice: {
    id: string;
    projectId: string;
    payeeId: string;
    amountCents: number;
    currency: string;
    week: string;
  },
) =>
  openCheckout(services, tx, {
    paymentId: invoice.id,
    payeeId: invoice.payeeId,
    amountCents: invoice.amountCents,
    currency: invoice.currency,
    description: `Hours of the week of ${invoice.week} (${weekBillingKey(invoice.projectId, invoice.week)})`,
    returnTo: 'payment',
  });

/**
 * HOURLY-BILL-ONCE (decision 1400): a reviewed week, its disputes, its payment and the provider's
 * notification are written in one transaction, and the week's row is unique per project and week:
 * a retry after a crash, a second instance or the auto-approval racing the client find the row
 * and bill nothing more. Answers who to tell, or null when the week was already billed.
 */
export async function billWeek(
  services: Services,
  contract: HourlyContractRow,
  week: string,
  disputes: { entry_id: string; reason: string }[],
  reviewerId: string | null,
  now: Date,
): Promise<string[] | null> {
  const billed = await services.db.transaction(async (tx) => {
    const weekId = newId();
    const status = disputes.length > 0 ? ('disputed' as const) : ('approved' as const);
    const [claimed] = await tx
      .insert(hourlyWeeks)
      .values({
        id: weekId,
        projectId: contract.projectId,
        weekStart: week,
        status,
        billedMinutes: 0,
        amountCents: 0,
        reviewedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return null;
    const ofWeek = and(eq(timeEntries.projectId, contract.projectId), eq(timeEntries.weekStart, week));
    for (const dispute of disputes)
      await tx
        .update(timeEntries)
        .set({ disputeReason: dispute.reason })
        .where(and(ofWeek, eq(timeEntries.id, dispute.entry_id)));
    const entries = await tx.select().from(timeEntries).where(ofWeek);
    const billedMinutes = entries
      .filter((entry) => entry.disputeReason === null)
      .reduce((total, entry) => total + entry.minutes, 0);
    const amountCents = weekAmountCents(billedMinutes, contract.rateCents);
    const paymentId = amountCents > 0 ? newId() : null;
    const card = await billingMethodOf(tx, contract.clientId);
    const charged = chargesAutomatically({
      kind: 'hourly_week',
      amountCents,
      hasBillingMethod: Boolean(card),
    });
    if (paymentId) {
      // Charged to the saved card after this transaction (chargeInvoice), or paid on a checkout.
      const checkout = charged
        ? { url: null, sessionId: null }
        : await openWeekCheckout(services, tx, {
            id: paymentId,
            projectId: contract.projectId,
            payeeId: contract.providerId,
            amountCents,
            currency: contract.currency,
            week,
          });
      await tx.insert(payments).values({
        id: paymentId,
        projectId: contract.projectId,
        // An hourly week's payment names the week where a milestone's names its milestone.
        milestoneId: weekId,
        payerId: contract.clientId,
        payeeId: contract.providerId,
        amountCents,
        currency: contract.currency,
        method: MoneyCollectingMethodType.STRIPE_CHECKOUT,
        status: 'OUTSTANDING',
        checkoutUrl: checkout.url,
        checkoutSessionId: checkout.sessionId,
        ...(charged && card
          ? {
              autoCharge: 'pending' as const,
              chargeCustomerId: card.customerId,
              chargeMethodId: card.paymentMethodId,
            }
          : {}),
      });
    }
    await tx
      .update(hourlyWeeks)
      .set({ billedMinutes, amountCents, paymentId })
      .where(eq(hourlyWeeks.id, weekId));
    const told = await emitNotification(tx, {
      recipientId: contract.providerId,
      kind: status === 'approved' ? 'timesheet_approved' : 'timesheet_disputed',
      subject: { project_id: contract.projectId },
      actorId: reviewerId,
      title: `Week of ${week}`,
    });
    return { told, charge: charged ? paymentId : null };
  });
  if (!billed) return null;
  // HOURLY-AUTO-CHARGE (decision 1410): after the commit, so a charge never outlives a rolled-back
  // bill. A failure of the gateway leaves the charge pending: the settler's sweep tries it again.
  if (billed.charge)
    await chargeInvoice(services, billed.charge).catch((error: unknown) =>
      services.log.warn({ err: error, paymentId: billed.charge }, 'an hourly invoice was not charged yet'),
    );
  return billed.told;
}

/**
 * HOURLY-REVIEW-WINDOW: weeks with time whose review window ended unreviewed are approved and
 * billed now: when a timesheet is read, and by the settler's sweep (hourly-settler.ts). Answers who
 * to tell.
 */
export async function settleDueWeeks(services: Services, contract: HourlyContractRow, now: Date) {
  const reviewed = services.db
    .select({ week: hourlyWeeks.weekStart })
    .from(hourlyWeeks)
    .where(eq(hourlyWeeks.projectId, contract.projectId));
  const rows = await services.db
    .selectDistinct({ week: timeEntries.weekStart })
    .from(timeEntries)
    .where(and(eq(timeEntries.projectId, contract.projectId), notInArray(timeEntries.weekStart, reviewed)));
  const told: string[] = [];
  for (const { week } of rows)
    if (weekBounds(week).reviewEnd.getTime() <= now.getTime())
      told.push(...((await billWeek(services, contract, week, [], null, now)) ?? []));
  return told;
}

/** Payment history's title of an hourly week's payment (its milestone_id is the week's id). */
export async function weekTitles(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: hourlyWeeks.id, week: hourlyWeeks.weekStart })
    .from(hourlyWeeks)
    .where(inArray(hourlyWeeks.id, ids));
  return new Map(rows.map((row) => [row.id, hourlyPaymentTitle(row.week)]));
}
