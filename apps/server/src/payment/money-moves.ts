import { MoneyCollectingMethodType } from '@lancer/api/constants';
import { and, eq, inArray } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { paymentOutbox, payments, type PaymentRow } from '../db/payment-schema';
import { newId } from '../lib/ids';
import type { Services } from '../services';

/**
 * The money a state change decides to move through the payment provider, written as outbox rows
 * in that change's transaction (decision 2010) and sent after the commit (money-sender.ts). Each
 * row's key names its subject, so a retried transaction writes it once and every attempt sends the
 * same Idempotency-Key.
 */
type Move = {
  kind: 'charge' | 'transfer' | 'refund';
  /** What the money is for: `milestone:<id>`, `week:<id>`, `dispute:<id>`. */
  subject: string;
  paymentId: string;
  amountCents: number;
  reverseCents?: number;
};

async function writeMove(tx: Executor, services: Services, move: Move) {
  const now = services.clock.now();
  const key = `${move.kind}:${move.subject}`;
  await tx
    .insert(paymentOutbox)
    .values({
      id: newId(),
      key,
      kind: move.kind,
      paymentId: move.paymentId,
      amountCents: move.amountCents,
      reverseCents: move.reverseCents ?? 0,
      nextAttemptAt: now,
      createdAt: now,
    })
    .onConflictDoNothing();
  return key;
}

/** Money the provider collected (a card checkout or a saved-card charge), held on the platform. */
export const collectedByCard = (payment: Pick<PaymentRow, 'method'>) =>
  payment.method === MoneyCollectingMethodType.STRIPE_CHECKOUT;

/**
 * Releases a paid payment's held money to its payee: a transfer to the payee's connected account.
 * Off-platform payments (bank transfer, marked or proven) never reached the platform: nothing moves.
 */
export async function writeRelease(
  tx: Executor,
  services: Services,
  subject: string,
  payment: PaymentRow,
  amountCents: number,
) {
  if (!collectedByCard(payment) || amountCents <= 0) return null;
  return writeMove(tx, services, { kind: 'transfer', subject, paymentId: payment.id, amountCents });
}

/** A milestone's release (paid, or a dispute's provider share): its funding payment's held money. */
export async function writeMilestoneRelease(
  tx: Executor,
  services: Services,
  milestoneId: string,
  amountCents?: number,
) {
  const [funding] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.milestoneId, milestoneId), eq(payments.status, 'PAID')));
  if (!funding) return null;
  const held = funding.amountCents - funding.refundedCents;
  return writeRelease(tx, services, `milestone:${milestoneId}`, funding, amountCents ?? held);
}

/**
 * Gives `amountCents` of a payment back to its payer. Before release it is a plain refund from the
 * platform's balance; after release the payee's transfer is reversed first for what it carried, so
 * the provider does not keep money the client got back.
 */
export async function writeRefund(
  tx: Executor,
  services: Services,
  subject: string,
  payment: PaymentRow,
  amountCents: number,
) {
  if (amountCents <= 0) return null;
  const moved = await tx
    .select({
      kind: paymentOutbox.kind,
      amount: paymentOutbox.amountCents,
      reverse: paymentOutbox.reverseCents,
    })
    .from(paymentOutbox)
    .where(and(eq(paymentOutbox.paymentId, payment.id), inArray(paymentOutbox.kind, ['transfer', 'refund'])));
  const released = moved
    .filter((row) => row.kind === 'transfer')
    .reduce((total, row) => total + row.amount, 0);
  const reversed = moved
    .filter((row) => row.kind === 'refund')
    .reduce((total, row) => total + row.reverse, 0);
  const reverseCents = Math.min(amountCents, released - reversed);
  return writeMove(tx, services, {
    kind: 'refund',
    subject,
    paymentId: payment.id,
    amountCents,
    reverseCents,
  });
}

/** The key of the transfer reversal a refund's outbox row makes first: `reversal:<subject>`. */
export const reversalKeyOf = (refundKey: string) => `reversal:${refundKey.slice('refund:'.length)}`;

/** An hourly week's invoice charged to the client's saved card (decision 1410). */
export const writeCharge = (
  tx: Executor,
  services: Services,
  weekId: string,
  payment: { id: string; amountCents: number },
) =>
  writeMove(tx, services, {
    kind: 'charge',
    subject: `week:${weekId}`,
    paymentId: payment.id,
    amountCents: payment.amountCents,
  });
