import { and, eq, inArray, or, sql, type SQLWrapper } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { disputes, type DisputeRow } from '../db/dispute-schema';
import { ledgerEntries } from '../db/ledger-schema';
import { milestones } from '../db/milestone-schema';

/**
 * What is still held of a milestone: held, less what was released and refunded, plus what a reversal
 * brought back from the provider (decisions 2000, 2012).
 */
const stillHeld = sql<number>`sum(case ${ledgerEntries.kind} when 'held' then ${ledgerEntries.amountCents}
  when 'released' then -${ledgerEntries.amountCents} when 'reversed' then ${ledgerEntries.amountCents}
  when 'refunded' then -${ledgerEntries.amountCents} else 0 end)`;

// Named with its table: in a select from milestones its columns are written bare, and inside the
// subquery below a bare "id" would be the ledger row's.
const milestoneId = sql`${sql.identifier('milestones')}.${sql.identifier('id')}`;

/**
 * What the ledger's refunded movements gave back to the client of a milestone, as a column of a
 * select from milestones (statistics and charts, decision 2000).
 */
export const milestoneRefunded = sql<number>`(select coalesce(sum(${ledgerEntries.amountCents}), 0) from ${ledgerEntries}
  where ${ledgerEntries.subject} = 'milestone' and ${ledgerEntries.subjectId} = ${milestoneId}
  and ${ledgerEntries.kind} = 'refunded')`;

/** The money the ledger holds for the milestones of disputes in one of `states`, per currency. */
export const heldForOpenDisputes = (db: Executor, states: DisputeRow['status'][]) =>
  db
    .select({ currency: ledgerEntries.currency, amount: sql<number>`${stillHeld}::bigint` })
    .from(ledgerEntries)
    .innerJoin(
      disputes,
      and(eq(disputes.milestoneId, ledgerEntries.subjectId), eq(disputes.subject, 'milestone')),
    )
    .where(and(eq(ledgerEntries.subject, 'milestone'), inArray(disputes.status, states)))
    .groupBy(ledgerEntries.currency)
    .orderBy(ledgerEntries.currency);

/**
 * The milestones of the projects `projectIds` selects, each with what the ledger held for it and
 * refunded of it: the provider's side of PAYMENT-SUMMARY (earned and pending), read from the ledger.
 */
export const providerMilestoneMoney = (db: Executor, projectIds: SQLWrapper) =>
  db
    .select({
      status: milestones.status,
      amount_cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'held'), 0)::bigint`,
      refunded_cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.kind} = 'refunded'), 0)::bigint`,
    })
    .from(milestones)
    .innerJoin(
      ledgerEntries,
      and(eq(ledgerEntries.subject, 'milestone'), eq(ledgerEntries.subjectId, milestones.id)),
    )
    .where(inArray(milestones.projectId, projectIds))
    .groupBy(milestones.id, milestones.status);

/** The payment that funded a milestone, as its `held` movement names it. */
export async function fundingPaymentOf(db: Executor, milestoneId: string) {
  const [held] = await db
    .select({ paymentId: ledgerEntries.paymentId })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.subject, 'milestone'),
        eq(ledgerEntries.subjectId, milestoneId),
        eq(ledgerEntries.kind, 'held'),
      ),
    );
  return held?.paymentId ?? null;
}

/**
 * What disputes gave back to the payer of each payment: the ledger's `refunded` movements, by the
 * payment that funded the milestone (payment histories and the payer's spent, decision 2000).
 */
export async function refundedByPayment(db: Executor, paymentIds: readonly string[]) {
  if (paymentIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({
      paymentId: ledgerEntries.paymentId,
      cents: sql<number>`sum(${ledgerEntries.amountCents})::bigint`,
    })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.kind, 'refunded'), inArray(ledgerEntries.paymentId, [...new Set(paymentIds)])),
    )
    .groupBy(ledgerEntries.paymentId);
  return new Map(rows.map((row) => [row.paymentId!, Number(row.cents)]));
}

/**
 * What reached the provider of each project, per subject: a milestone's money released (by its
 * payment or a dispute's share) and an hourly week's invoice paid (JOB-SUCCESS, PROFILE-WORK).
 */
export async function paidToProviders(db: Executor, projectIds: readonly string[]) {
  if (projectIds.length === 0) return [];
  const rows = await db
    .select({
      projectId: ledgerEntries.projectId,
      subject: ledgerEntries.subject,
      cents: ledgerEntries.amountCents,
    })
    .from(ledgerEntries)
    .where(
      and(
        inArray(ledgerEntries.projectId, [...projectIds]),
        or(
          and(eq(ledgerEntries.subject, 'milestone'), eq(ledgerEntries.kind, 'released')),
          and(eq(ledgerEntries.subject, 'hourly_week'), eq(ledgerEntries.kind, 'paid')),
        ),
      ),
    );
  return rows.map((row) => ({ ...row, cents: Number(row.cents) }));
}
