import { MoneyCollectingMethodType } from '@lancer/api/constants';
import { chargesAutomatically } from '@lancer/api/rules/billing-method';
import { weekAmountCents, weekBounds } from '@lancer/api/rules/hourly';
import type { DisputeOutcome } from '@lancer/api/rules/dispute';
import { and, eq, inArray, notInArray, sql, sum } from 'drizzle-orm';

import type { Executor } from '../db/client';

import { hourlyContracts, hourlyWeeks, timeEntries, type HourlyContractRow } from '../db/hourly-schema';
import { payments } from '../db/payment-schema';
import { conflict } from '../http/errors';
import { newId } from '../lib/ids';
import { recordInvoiced } from '../ledger/money-movements';
import { emitNotification } from '../notification/emit-notification';
import { billingMethodOf } from '../payment/billing-method-service';
import { writeCharge } from '../payment/money-moves';
import { sendMoneyAfterCommit } from '../payment/money-sender';
import { openWeekCheckout } from '../payment/payment-checkout';
import type { Services } from '../services';

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
    const invoice =
      amountCents > 0 ? await writeWeekInvoice(services, tx, contract, { weekId, week, amountCents }) : null;
    const paymentId = invoice?.paymentId ?? null;
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
    return { told, charge: invoice?.charge ?? null };
  });
  if (!billed) return null;
  // HOURLY-AUTO-CHARGE (decision 1410): charged after the commit that wrote the invoice and its
  // outbox row (`charge:week:<id>`, decision 2010), so a charge never outlives a rolled-back bill;
  // a failure leaves the row to the money sender, which retries it with the same key.
  if (billed.charge) await sendMoneyAfterCommit(services);
  return billed.told;
}

/**
 * A week's invoice, a payment of the client to the provider, written in the caller's transaction:
 * to be charged to the client's saved card after the commit (answered as `charge`), or paid on its
 * card checkout (decisions 1400, 1402, 1410). A dispute's outcome bills a held week through here
 * too, and its invoice records the outcome (decision 1550).
 */
async function writeWeekInvoice(
  services: Services,
  tx: Executor,
  contract: HourlyContractRow,
  bill: {
    weekId: string;
    week: string;
    amountCents: number;
    disputeOutcome?: DisputeOutcome;
    disputeId?: string;
  },
) {
  const paymentId = newId();
  const card = await billingMethodOf(tx, contract.clientId);
  const charged = chargesAutomatically({
    kind: 'hourly_week',
    amountCents: bill.amountCents,
    hasBillingMethod: Boolean(card),
  });
  // Charged to the saved card after this transaction (its outbox row), or paid on a checkout.
  const checkout = charged
    ? { url: null, sessionId: null }
    : await openWeekCheckout(services, {
        id: paymentId,
        projectId: contract.projectId,
        amountCents: bill.amountCents,
        currency: contract.currency,
        week: bill.week,
      });
  const [invoice] = await tx
    .insert(payments)
    .values({
      id: paymentId,
      projectId: contract.projectId,
      // An hourly week's payment names the week where a milestone's names its milestone.
      milestoneId: bill.weekId,
      payerId: contract.clientId,
      payeeId: contract.providerId,
      amountCents: bill.amountCents,
      currency: contract.currency,
      method: MoneyCollectingMethodType.STRIPE_CHECKOUT,
      status: 'OUTSTANDING',
      checkoutUrl: checkout.url,
      checkoutSessionId: checkout.sessionId,
      disputeOutcome: bill.disputeOutcome ?? null,
      ...(charged && card
        ? {
            autoCharge: 'pending' as const,
            chargeCustomerId: card.customerId,
            chargeMethodId: card.paymentMethodId,
          }
        : {}),
    })
    .returning();
  await recordInvoiced(tx, bill.weekId, { ...invoice!, disputeId: bill.disputeId ?? null });
  if (charged) await writeCharge(tx, services, bill.weekId, { id: paymentId, amountCents: bill.amountCents });
  return { paymentId, charge: charged ? paymentId : null };
}

/**
 * DISPUTE-HOURLY-WEEK (decision 1550): a week its dispute held, billed as the dispute ended, in the
 * dispute's transaction. The row is claimed from `held` (so it is billed once); the provider's share
 * becomes the week's invoice, to be charged after the commit (`charge`); the client's share is never
 * charged, so nothing goes back through the gateway. A refund bills nothing.
 */
export async function billHeldWeek(
  services: Services,
  tx: Executor,
  dispute: { weekId: string; disputeId: string },
  outcome: DisputeOutcome,
  providerCents: number,
) {
  const { weekId } = dispute;
  const [week] = await tx
    .update(hourlyWeeks)
    .set({ status: 'resolved', amountCents: providerCents, reviewedAt: new Date() })
    .where(and(eq(hourlyWeeks.id, weekId), eq(hourlyWeeks.status, 'held')))
    .returning();
  if (!week) throw conflict('This week was billed meanwhile; reload it');
  const [contract] = await tx
    .select()
    .from(hourlyContracts)
    .where(eq(hourlyContracts.projectId, week.projectId));
  if (!contract) throw conflict('The hourly contract of this week is missing');
  const [minutes] = await tx
    .select({ total: sum(timeEntries.minutes) })
    .from(timeEntries)
    .where(and(eq(timeEntries.projectId, week.projectId), eq(timeEntries.weekStart, week.weekStart)));
  const invoice =
    providerCents > 0
      ? await writeWeekInvoice(services, tx, contract, {
          weekId,
          week: week.weekStart,
          amountCents: providerCents,
          disputeOutcome: outcome,
          disputeId: dispute.disputeId,
        })
      : null;
  await tx
    .update(hourlyWeeks)
    .set({ billedMinutes: Number(minutes?.total ?? 0), paymentId: invoice?.paymentId ?? null })
    .where(eq(hourlyWeeks.id, weekId));
  return { paymentId: invoice?.paymentId ?? null, charge: invoice?.charge ?? null };
}

/**
 * An hourly week a dispute is opened on (decision 1550): its row, if it has one, its minutes, and
 * its contract. The week's status comes from rules/hourly.ts at the hourly clock.
 */
export async function disputableWeek(db: Executor, projectId: string, week: string) {
  const [[contract], [row], [minutes]] = await Promise.all([
    db.select().from(hourlyContracts).where(eq(hourlyContracts.projectId, projectId)),
    db
      .select()
      .from(hourlyWeeks)
      .where(and(eq(hourlyWeeks.projectId, projectId), eq(hourlyWeeks.weekStart, week))),
    db
      .select({ total: sum(timeEntries.minutes) })
      .from(timeEntries)
      .where(and(eq(timeEntries.projectId, projectId), eq(timeEntries.weekStart, week))),
  ]);
  return { contract, row, minutes: Number(minutes?.total ?? 0) };
}

/** The week a dispute holds, claimed in the dispute's transaction: the review, the sweep and a second dispute find it taken. */
export async function holdWeek(tx: Executor, projectId: string, week: string) {
  const [held] = await tx
    .insert(hourlyWeeks)
    .values({
      id: newId(),
      projectId,
      weekStart: week,
      status: 'held',
      billedMinutes: 0,
      amountCents: 0,
      reviewedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning();
  if (!held) throw conflict('This week was reviewed or disputed meanwhile; reload it');
  return held;
}

/** The disputed weeks' Mondays, minutes and rates, for the disputes that name them (decision 1550). */
export async function disputedWeeks(db: Executor, weekIds: string[]) {
  if (weekIds.length === 0)
    return new Map<string, { week_start: string; minutes: number; rate_cents: number }>();
  const rows = await db
    .select({
      id: hourlyWeeks.id,
      week: hourlyWeeks.weekStart,
      rate: hourlyContracts.rateCents,
      minutes: sql<number>`(SELECT coalesce(sum(${timeEntries.minutes}), 0)::int FROM ${timeEntries}
        WHERE ${timeEntries.projectId} = ${hourlyWeeks.projectId} AND ${timeEntries.weekStart} = ${hourlyWeeks.weekStart})`,
    })
    .from(hourlyWeeks)
    .innerJoin(hourlyContracts, eq(hourlyContracts.projectId, hourlyWeeks.projectId))
    .where(inArray(hourlyWeeks.id, weekIds));
  return new Map(
    rows.map((row) => [row.id, { week_start: row.week, minutes: Number(row.minutes), rate_cents: row.rate }]),
  );
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
