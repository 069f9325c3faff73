import { and, asc, eq, lte } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { disputes } from '../db/dispute-schema';
import { hourlyWeeks } from '../db/hourly-schema';
import { paymentOutbox, payments, type PaymentOutboxRow, type PaymentRow } from '../db/payment-schema';
import { weekBillingKey } from '@lancer/api/rules/hourly';
import { sweepEvery } from '../lib/locked-sweep';
import type { Services } from '../services';
import { markPaymentFailed } from './payment-failure';
import { payeeAccountOf, transferGroupOf } from './payment-checkout';
import { settlePaid } from './payment-settlement';

/** The first retry after 30 s, doubling up to an hour (decision 2010). */
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 3600_000;
/**
 * Stripe keeps an Idempotency-Key 24 hours: after that a resend could move the money a second time,
 * so a movement not sent within 23 hours is given up and shown to a person instead.
 */
const GIVE_UP_AFTER_MS = 23 * 3600_000;

const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

/** A failure of the provider's call (unreachable, refused, not ready): retried, never a database error. */
class ProviderFailure extends Error {}

async function provider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new ProviderFailure(error instanceof Error ? error.message : String(error));
  }
}

type After = (() => Promise<unknown>) | null;

/**
 * The points between the steps of a movement where the crash tests of the production build kill
 * the process (FAULT_MONEY_CRASH_AT=<point>[:<kind>], config.moneyCrashAt): `committed` after the
 * state change's commit, before the outbox is read; `claimed` with the row locked, before the
 * provider is called; `reversed` after a refund's transfer reversal answered, before the refund;
 * `answered` after the provider answered, before the row is marked; `recorded` after the mark's
 * commit. Unset: nothing happens.
 */
type CrashPoint = 'committed' | 'claimed' | 'reversed' | 'answered' | 'recorded';

function crashPoint(services: Services, point: CrashPoint, kind?: PaymentOutboxRow['kind']) {
  const at = services.config.moneyCrashAt;
  if (at && (at === point || at === `${point}:${kind}`)) process.kill(process.pid, 'SIGKILL');
}

const tellPayerOfFailedCharge =
  (services: Services, row: PaymentOutboxRow): After =>
  () =>
    markPaymentFailed(services, { paymentId: row.paymentId }, `auto-charge:${row.paymentId}`);

async function markSent(
  tx: Executor,
  services: Services,
  row: PaymentOutboxRow,
  now: Date,
  providerId: string | null,
  note?: string,
) {
  crashPoint(services, 'answered', row.kind);
  await tx
    .update(paymentOutbox)
    .set({ status: 'sent', providerId, sentAt: now, attempts: row.attempts + 1, lastError: note ?? null })
    .where(eq(paymentOutbox.id, row.id));
}

/** The refund's steps: the release's transfer reversed first when it carried money, then the refund. */
async function sendRefund(
  tx: Executor,
  services: Services,
  row: PaymentOutboxRow,
  payment: PaymentRow,
  now: Date,
) {
  const subject = row.key.slice('refund:'.length);
  if (row.reverseCents > 0) {
    const [transfer] = await tx
      .select()
      .from(paymentOutbox)
      .where(and(eq(paymentOutbox.paymentId, payment.id), eq(paymentOutbox.kind, 'transfer')))
      .orderBy(asc(paymentOutbox.createdAt));
    if (transfer?.status !== 'sent' || !transfer.providerId)
      throw new ProviderFailure('The release this refund reverses is not sent yet');
    await provider(() =>
      services.payments.reverseTransfer({
        transferId: transfer.providerId!,
        amountCents: row.reverseCents,
        key: `reversal:${subject}`,
      }),
    );
    crashPoint(services, 'reversed', row.kind);
  }
  const [charge] = await tx
    .select({ providerId: paymentOutbox.providerId })
    .from(paymentOutbox)
    .where(and(eq(paymentOutbox.paymentId, payment.id), eq(paymentOutbox.kind, 'charge')));
  const { refundId } = await provider(() =>
    services.payments.refund({
      paymentId: payment.id,
      checkoutSessionId: payment.checkoutSessionId,
      chargeId: charge?.providerId ?? null,
      amountCents: row.amountCents,
      key: row.key,
    }),
  );
  await tx.update(payments).set({ refundId }).where(eq(payments.id, payment.id));
  if (subject.startsWith('dispute:'))
    await tx
      .update(disputes)
      .set({ refundId })
      .where(eq(disputes.id, subject.slice('dispute:'.length)));
  await markSent(tx, services, row, now, refundId);
  return null;
}

async function sendTransfer(
  tx: Executor,
  services: Services,
  row: PaymentOutboxRow,
  payment: PaymentRow,
  now: Date,
) {
  const destination = await payeeAccountOf(tx, payment.payeeId);
  if (!destination) throw new ProviderFailure('The provider has no linked payout account yet');
  const { transferId } = await provider(() =>
    services.payments.transfer({
      paymentId: payment.id,
      amountCents: row.amountCents,
      currency: payment.currency,
      destinationAccountId: destination,
      transferGroup: transferGroupOf(payment.projectId),
      key: row.key,
    }),
  );
  await markSent(tx, services, row, now, transferId);
  return null;
}

/**
 * A week's invoice charged to the saved card recorded with it (decision 1410): paid settles the
 * invoice (and writes its release) in this transaction; declined gives the invoice back to the
 * client's Pay and tells the client once, after the commit.
 */
async function sendCharge(
  tx: Executor,
  services: Services,
  row: PaymentOutboxRow,
  payment: PaymentRow,
  now: Date,
) {
  // Paid already by Stripe's own report (payment_intent.succeeded): the same key answers the same charge.
  if (payment.autoCharge !== 'pending' || !payment.chargeCustomerId || !payment.chargeMethodId) {
    await markSent(tx, services, row, now, null, 'The invoice was settled otherwise');
    return null;
  }
  const [week] = await tx
    .select({ weekStart: hourlyWeeks.weekStart })
    .from(hourlyWeeks)
    .where(eq(hourlyWeeks.id, payment.milestoneId));
  const result = await provider(() =>
    services.payments.chargeSavedCard({
      paymentId: payment.id,
      customerId: payment.chargeCustomerId!,
      paymentMethodId: payment.chargeMethodId!,
      amountCents: row.amountCents,
      currency: payment.currency,
      description: `Hours of the week of ${week?.weekStart} (${weekBillingKey(payment.projectId, week?.weekStart ?? '')})`,
      transferGroup: transferGroupOf(payment.projectId),
      key: row.key,
    }),
  );
  if (result.outcome === 'paid') {
    await settlePaid(tx, services, { paymentId: payment.id }, result.chargeId);
    await tx.update(payments).set({ autoCharge: 'succeeded' }).where(eq(payments.id, payment.id));
    await markSent(tx, services, row, now, result.chargeId);
    return null;
  }
  await tx.update(payments).set({ autoCharge: 'failed' }).where(eq(payments.id, payment.id));
  await markSent(tx, services, row, now, null, result.reason);
  return tellPayerOfFailedCharge(services, row);
}

/**
 * A failed attempt: tried again after a growing delay; past GIVE_UP_AFTER_MS it is failed for a
 * person to see (the server's error log; a charge's client gets the invoice back to pay by hand).
 */
async function markAttemptFailed(
  tx: Executor,
  services: Services,
  row: PaymentOutboxRow,
  now: Date,
  reason: string,
) {
  const attempts = row.attempts + 1;
  const givenUp = now.getTime() - row.createdAt.getTime() >= GIVE_UP_AFTER_MS;
  await tx
    .update(paymentOutbox)
    .set({
      attempts,
      lastError: reason,
      status: givenUp ? 'failed' : 'pending',
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
    })
    .where(eq(paymentOutbox.id, row.id));
  if (!givenUp) {
    services.log.warn({ key: row.key, attempts, reason }, 'A money movement was not sent yet; it is retried');
    return null;
  }
  services.log.error(
    { key: row.key, attempts, reason },
    'A money movement was given up: a person must settle it',
  );
  if (row.kind !== 'charge') return null;
  await tx
    .update(payments)
    .set({ autoCharge: 'failed' })
    .where(and(eq(payments.id, row.paymentId), eq(payments.autoCharge, 'pending')));
  return tellPayerOfFailedCharge(services, row);
}

async function sendMove(tx: Executor, services: Services, row: PaymentOutboxRow, now: Date): Promise<After> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, row.paymentId));
  try {
    if (!payment) throw new ProviderFailure('The payment of this movement is missing');
    if (row.kind === 'refund') return await sendRefund(tx, services, row, payment, now);
    if (row.kind === 'transfer') return await sendTransfer(tx, services, row, payment, now);
    return await sendCharge(tx, services, row, payment, now);
  } catch (error) {
    if (!(error instanceof ProviderFailure)) throw error;
    return markAttemptFailed(tx, services, row, now, error.message);
  }
}

/**
 * Sends the next movement due, claimed with FOR UPDATE SKIP LOCKED: of several instances each takes
 * another row, and the row stays locked while the provider is called, so it is sent by one at a
 * time. The answer is recorded in the claim's transaction; a crash before that commit leaves the row
 * pending, and the next attempt sends the same key, which the provider answers with the first
 * result. Answers whether a row was due.
 */
async function sendNextDue(services: Services) {
  const now = services.clock.now();
  let after: After = null;
  let kind: PaymentOutboxRow['kind'] | undefined;
  const claimed = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(paymentOutbox)
      .where(and(eq(paymentOutbox.status, 'pending'), lte(paymentOutbox.nextAttemptAt, now)))
      .orderBy(asc(paymentOutbox.nextAttemptAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return false;
    crashPoint(services, 'claimed', row.kind);
    after = await sendMove(tx, services, row, now);
    kind = row.kind;
    return true;
  });
  const sent = kind as PaymentOutboxRow['kind'] | undefined;
  if (sent) crashPoint(services, 'recorded', sent);
  if (after) await (after as () => Promise<unknown>)();
  return claimed;
}

/** Sends the movements due, up to `limit` of them. Answers how many were tried. */
export async function sendDueMoneyMoves(services: Services, limit = 100) {
  let tried = 0;
  while (tried < limit && (await sendNextDue(services))) tried += 1;
  return tried;
}

/**
 * After a commit that wrote movements: sends them now, so the answer follows them in the usual
 * case. A failure leaves them to the sweep (startMoneySender); it never fails the request.
 */
export const sendMoneyAfterCommit = (services: Services) => {
  crashPoint(services, 'committed');
  return sendDueMoneyMoves(services).catch((error: unknown) =>
    services.log.warn({ err: error }, 'Money movements were left to the next sweep'),
  );
};

/**
 * Sends the movements due every `intervalMs` (MONEY_SEND_INTERVAL_MS; 0 turns it off): those a
 * crash, an outage or a refusal left pending, at their next attempt. Answers the stop.
 */
export const startMoneySender = (services: Services, intervalMs: number, onError: (error: unknown) => void) =>
  sweepEvery(intervalMs, () => sendDueMoneyMoves(services), onError);
