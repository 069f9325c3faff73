import type { Executor } from '../db/client';
import { ledgerEntries, type LedgerCause, type LedgerKind, type LedgerSubject } from '../db/ledger-schema';
import { newId } from '../lib/ids';

/**
 * LEDGER-WRITE (decision 2000): one function per movement of money, each called in the transaction
 * of the state change that causes it. The accounts say where the money is: `payer:<user>` (the
 * payer's, outside the marketplace), `card:<user>` (the payer's card at the payment provider),
 * `escrow` (held by the marketplace for a milestone), `receivable` (invoiced, not paid yet) and
 * `provider:<user>`. The database refuses what cannot happen (migrations 0048, 0058): money that
 * leaves a subject twice, more than was held, a reversal of more than was released, a second invoice of a week, a dispute settled twice.
 */

const payerAccount = (userId: string) => `payer:${userId}`;
const cardAccount = (userId: string) => `card:${userId}`;
const providerAccount = (userId: string) => `provider:${userId}`;
const ESCROW = 'escrow';
const RECEIVABLE = 'receivable';

type Money = { projectId: string; amountCents: number; currency: string };
type Movement = Money & {
  subject: LedgerSubject;
  subjectId: string;
  kind: LedgerKind;
  from: string;
  to: string;
  cause: { kind: LedgerCause; id: string };
  paymentId?: string | null;
  disputeId?: string | null;
  gatewayRef?: string | null;
};

async function move(tx: Executor, movement: Movement) {
  if (movement.amountCents <= 0) return;
  await tx.insert(ledgerEntries).values({
    id: newId(),
    subject: movement.subject,
    subjectId: movement.subjectId,
    projectId: movement.projectId,
    kind: movement.kind,
    amountCents: movement.amountCents,
    currency: movement.currency,
    fromAccount: movement.from,
    toAccount: movement.to,
    causeKind: movement.cause.kind,
    causeId: movement.cause.id,
    paymentId: movement.paymentId ?? null,
    disputeId: movement.disputeId ?? null,
    gatewayRef: movement.gatewayRef ?? null,
  });
}

type Payment = Money & { id: string; payerId: string; payeeId: string };

/** The payment provider took a payment's money from the payer's card (a checkout or a saved card). */
export const recordCharged = (
  tx: Executor,
  payment: Payment,
  subject: { kind: LedgerSubject; id: string },
  gatewayRef: string | null,
) =>
  move(tx, {
    ...payment,
    subject: subject.kind,
    subjectId: subject.id,
    kind: 'charged',
    from: cardAccount(payment.payerId),
    to: payerAccount(payment.payerId),
    cause: { kind: 'payment', id: payment.id },
    paymentId: payment.id,
    gatewayRef,
  });

/** A milestone funded: its amount held by the marketplace. */
export const recordHeld = (tx: Executor, milestoneId: string, payment: Payment) =>
  move(tx, {
    ...payment,
    subject: 'milestone',
    subjectId: milestoneId,
    kind: 'held',
    from: payerAccount(payment.payerId),
    to: ESCROW,
    cause: { kind: 'payment', id: payment.id },
    paymentId: payment.id,
  });

/** A milestone's held money released to its provider: on payment, or as a dispute's outcome says. */
export const recordReleased = (
  tx: Executor,
  milestoneId: string,
  release: Money & {
    payeeId: string;
    /** The payment that funded the milestone. */
    paymentId: string | null;
    cause: { kind: LedgerCause; id: string };
    disputeId?: string;
  },
) =>
  move(tx, {
    ...release,
    subject: 'milestone',
    subjectId: milestoneId,
    kind: 'released',
    from: ESCROW,
    to: providerAccount(release.payeeId),
    disputeId: release.disputeId ?? null,
  });

/**
 * A refund of a milestone's held money to the card it came from, or off-platform: a dispute's client
 * share, or a refund after release (decision 2012), once the reversal brought the money back.
 */
export const recordRefunded = (
  tx: Executor,
  milestoneId: string,
  refund: Money & {
    payerId: string;
    paymentId: string;
    /** The gateway's refund, named by its outbox key; null when the money goes back off-platform. */
    refundId: string | null;
  } & ({ disputeId: string } | { cause: { kind: 'refund'; id: string } }),
) =>
  move(tx, {
    ...refund,
    subject: 'milestone',
    subjectId: milestoneId,
    kind: 'refunded',
    from: ESCROW,
    to: refund.refundId ? cardAccount(refund.payerId) : payerAccount(refund.payerId),
    cause: 'disputeId' in refund ? { kind: 'dispute', id: refund.disputeId } : refund.cause,
    disputeId: 'disputeId' in refund ? refund.disputeId : null,
    gatewayRef: refund.refundId,
  });

/**
 * A released milestone's transfer reversed (decision 2012): the money comes back from the provider's
 * connected account into escrow, from where it is refunded. Its gateway reference is the reversal's
 * outbox key, what reconciliation matches with the provider's reversal.
 */
export const recordReversed = (
  tx: Executor,
  milestoneId: string,
  reversal: Money & { payeeId: string; paymentId: string; reversalKey: string; causeId: string },
) =>
  move(tx, {
    ...reversal,
    subject: 'milestone',
    subjectId: milestoneId,
    kind: 'reversed',
    from: providerAccount(reversal.payeeId),
    to: ESCROW,
    cause: { kind: 'refund', id: reversal.causeId },
    gatewayRef: reversal.reversalKey,
  });

/** An hourly week billed: its invoice owed by the client. */
export const recordInvoiced = (
  tx: Executor,
  weekId: string,
  invoice: Payment & { disputeId?: string | null },
) =>
  move(tx, {
    ...invoice,
    subject: 'hourly_week',
    subjectId: weekId,
    kind: 'invoiced',
    from: payerAccount(invoice.payerId),
    to: RECEIVABLE,
    cause: invoice.disputeId
      ? { kind: 'dispute', id: invoice.disputeId }
      : { kind: 'payment', id: invoice.id },
    paymentId: invoice.id,
    disputeId: invoice.disputeId ?? null,
  });

/** An hourly week's invoice paid: the money goes to the provider. */
export const recordInvoicePaid = (tx: Executor, weekId: string, invoice: Payment) =>
  move(tx, {
    ...invoice,
    subject: 'hourly_week',
    subjectId: weekId,
    kind: 'paid',
    from: RECEIVABLE,
    to: providerAccount(invoice.payeeId),
    cause: { kind: 'payment', id: invoice.id },
    paymentId: invoice.id,
  });
