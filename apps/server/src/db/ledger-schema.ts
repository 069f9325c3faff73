import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { cents, createdAt } from './columns';

/**
 * The ledger area (decision 2000): every movement of money is one row, from one account to another
 * (double entry), naming its subject and its cause, written in the transaction of the state change
 * that causes it. The database keeps it honest: the once-only indexes below, and the per-subject
 * balances a trigger keeps (migration 0048), whose checks refuse money leaving twice.
 */

export const ledgerKinds = [
  'held',
  'released',
  'reversed',
  'refunded',
  'fee',
  'invoiced',
  'paid',
  'charged',
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];
export type LedgerSubject = 'milestone' | 'hourly_week';
/**
 * What caused a movement: a payment arriving or made, a release of a milestone, a dispute's end, a
 * refund of a released milestone (its transfer reversed, then the refund; decision 2012).
 */
export type LedgerCause = 'payment' | 'release' | 'dispute' | 'refund';

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: text('id').primaryKey(),
    subject: text('subject').$type<LedgerSubject>().notNull(),
    /** The milestone's id, or the hourly week's (hourly_weeks.id). */
    subjectId: text('subject_id').notNull(),
    projectId: text('project_id').notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** Accounts: payer:<user>, card:<user> (the payer's card at the gateway), escrow, receivable, provider:<user>, platform. */
    fromAccount: text('from_account').notNull(),
    toAccount: text('to_account').notNull(),
    causeKind: text('cause_kind').$type<LedgerCause>().notNull(),
    causeId: text('cause_id').notNull(),
    /** The payment the money belongs to, when there is one. */
    paymentId: text('payment_id'),
    /** The dispute whose outcome moved it: a dispute settles once. */
    disputeId: text('dispute_id'),
    /** The gateway's id of the movement (checkout session, charge, refund, reversal): what reconciliation matches. */
    gatewayRef: text('gateway_ref'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'ledger_entries_kind',
      sql`${t.kind} in ('held', 'released', 'reversed', 'refunded', 'fee', 'invoiced', 'paid', 'charged')`,
    ),
    check('ledger_entries_subject', sql`${t.subject} in ('milestone', 'hourly_week')`),
    check('ledger_entries_positive', sql`${t.amountCents} > 0`),
    check('ledger_entries_two_accounts', sql`${t.fromAccount} <> ${t.toAccount}`),
    // Held, released, reversed, refunded, invoiced and paid happen once per subject.
    uniqueIndex('ledger_entries_once_per_subject')
      .on(t.subject, t.subjectId, t.kind)
      .where(sql`${t.kind} in ('held', 'released', 'reversed', 'refunded', 'invoiced', 'paid')`),
    // A payment is charged once.
    uniqueIndex('ledger_entries_charged_once')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'charged'`),
    // A dispute settles once: each kind of movement once per dispute.
    uniqueIndex('ledger_entries_dispute_once')
      .on(t.disputeId, t.kind)
      .where(sql`${t.disputeId} is not null`),
    index('ledger_entries_project').on(t.projectId),
    index('ledger_entries_to_account').on(t.toAccount),
  ],
);
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/**
 * A subject's balances, kept by the trigger on ledger_entries in the inserting transaction (migrations
 * 0048, 0058): what was held can leave once (released - reversed + refunded <= held: money a reversal
 * took back from the provider can then be refunded), a reversal takes back at most what was released,
 * and an invoice is paid at most its amount.
 */
export const ledgerBalances = pgTable(
  'ledger_balances',
  {
    subject: text('subject').$type<LedgerSubject>().notNull(),
    subjectId: text('subject_id').notNull(),
    heldCents: cents('held_cents').notNull().default(0),
    releasedCents: cents('released_cents').notNull().default(0),
    reversedCents: cents('reversed_cents').notNull().default(0),
    refundedCents: cents('refunded_cents').notNull().default(0),
    invoicedCents: cents('invoiced_cents').notNull().default(0),
    paidCents: cents('paid_cents').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.subject, t.subjectId] }),
    check(
      'ledger_balances_leaves_once',
      sql`${t.releasedCents} - ${t.reversedCents} + ${t.refundedCents} <= ${t.heldCents}`,
    ),
    check('ledger_balances_reversed_within_released', sql`${t.reversedCents} <= ${t.releasedCents}`),
    check('ledger_balances_paid_once', sql`${t.paidCents} <= ${t.invoicedCents}`),
  ],
);

/**
 * The sandbox gateway's own books (decision 2000): the charges, refunds and transfer reversals the
 * simulated payment provider made, kept apart from the marketplace's records as a real provider's are, so that the
 * reconciliation has something independent to compare the ledger with.
 */
export const sandboxGatewayRecords = pgTable('sandbox_gateway_records', {
  ref: text('ref').primaryKey(),
  kind: text('kind').$type<'charge' | 'refund' | 'reversal'>().notNull(),
  paymentId: text('payment_id').notNull(),
  amountCents: cents('amount_cents').notNull(),
  createdAt: createdAt(),
});
