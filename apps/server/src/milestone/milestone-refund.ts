import { and, eq, sql } from 'drizzle-orm';

import { ledgerBalances } from '../db/ledger-schema';
import { payments } from '../db/payment-schema';
import { badRequest, conflict } from '../http/errors';
import { fundingPaymentOf } from '../ledger/ledger-reads';
import { recordRefunded, recordReversed } from '../ledger/money-movements';
import { collectedByCard, reversalKeyOf, writeRefund } from '../payment/money-moves';
import type { Services } from '../services';
import { lockMilestone } from './milestone-lock';

/**
 * REFUND-AFTER-RELEASE (decision 2012): gives `amountCents` of a released milestone back to the
 * client's card, as an operator's correction. In one transaction that holds the milestone's row
 * lock: the outbox row `refund:milestone:<id>` (its transfer reversed first, then the refund, sent
 * after the commit by the money sender) and the ledger's two movements, `reversed` (the provider's
 * account back to escrow) and `refunded` (escrow to the card). Once per milestone: the ledger takes
 * one reversal and one refund of a subject, and the database refuses more than was released.
 * Answers the outbox key.
 */
export async function refundReleasedMilestone(
  services: Services,
  input: { milestoneId: string; amountCents: number },
) {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0)
    throw badRequest('The amount is a positive number of cents');
  return services.db.transaction(async (tx) => {
    const milestone = await lockMilestone(tx, input.milestoneId);
    if (milestone.status !== 'PAID') throw conflict('Only a released milestone is refunded this way');
    const paymentId = await fundingPaymentOf(tx, milestone.id);
    const [payment] = paymentId ? await tx.select().from(payments).where(eq(payments.id, paymentId)) : [];
    if (!payment || !collectedByCard(payment))
      throw conflict(
        'Only money collected by card is refunded this way; off-platform money goes back off-platform',
      );
    const [balance] = await tx
      .select({
        released: sql<number>`${ledgerBalances.releasedCents}::int`,
        reversed: sql<number>`${ledgerBalances.reversedCents}::int`,
        refunded: sql<number>`${ledgerBalances.refundedCents}::int`,
      })
      .from(ledgerBalances)
      .where(and(eq(ledgerBalances.subject, 'milestone'), eq(ledgerBalances.subjectId, milestone.id)));
    if (!balance || balance.reversed > 0 || balance.refunded > 0)
      throw conflict('This milestone was refunded already');
    if (input.amountCents > balance.released)
      throw conflict(`At most ${balance.released} cents were released to the provider`);

    const refundKey = await writeRefund(
      tx,
      services,
      `milestone:${milestone.id}`,
      payment,
      input.amountCents,
    );
    const money = {
      projectId: payment.projectId,
      currency: payment.currency,
      amountCents: input.amountCents,
    };
    await recordReversed(tx, milestone.id, {
      ...money,
      payeeId: payment.payeeId,
      paymentId: payment.id,
      reversalKey: reversalKeyOf(refundKey!),
      causeId: refundKey!,
    });
    await recordRefunded(tx, milestone.id, {
      ...money,
      payerId: payment.payerId,
      paymentId: payment.id,
      refundId: refundKey,
      cause: { kind: 'refund', id: refundKey! },
    });
    await tx
      .update(payments)
      .set({ refundedCents: sql`${payments.refundedCents} + ${input.amountCents}` })
      .where(eq(payments.id, payment.id));
    return refundKey!;
  });
}
