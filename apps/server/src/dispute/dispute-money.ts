import type { DisputeOutcome, MoneySplit } from '@lancer/api/rules/dispute';
import { and, eq, inArray } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { disputes, type DisputeRow } from '../db/dispute-schema';
import { milestones } from '../db/milestone-schema';
import { payments } from '../db/payment-schema';
import { billHeldWeek } from '../hourly/hourly-billing';
import { conflict } from '../http/errors';
import { recordRefunded, recordReleased } from '../ledger/money-movements';
import { refreshReputations } from '../user/reputation';
import { collectedByCard, writeRefund, writeRelease } from '../payment/money-moves';
import type { Services } from '../services';

/**
 * Ends a dispute and moves its money, inside the caller's transaction (decision 1500). The
 * dispute's row is claimed first by a guarded update (still in one of `from`): a second operator or
 * a second acceptance racing this one finds it changed and gets 409, before any money moves. Then
 * the client's share is written to go back (an outbox row `refund:dispute:<id>`, sent by the money
 * sender after the commit, decision 2010); the provider's share is released as an approval and
 * payment would (the milestone PAID, a transfer `transfer:milestone:<id>`); the funding payment
 * records the outcome for both payment histories;
 * the provider's stored reputation follows the outcome (JOB-SUCCESS, decision 1380).
 * An hourly week's dispute (decision 1550) bills the held week instead: the provider's share is the
 * week's invoice (recording the outcome), its charge written to the outbox; the client's share
 * was never charged, so nothing goes back through the gateway.
 */
export async function resolveDispute(
  tx: Executor,
  services: Services,
  dispute: DisputeRow,
  input: {
    from: DisputeRow['status'][];
    to: 'SETTLED' | 'DECIDED';
    outcome: DisputeOutcome;
    split: MoneySplit;
    decidedBy: string | null;
    reason: string | null;
  },
) {
  const now = new Date();
  const [claimed] = await tx
    .update(disputes)
    .set({
      status: input.to,
      outcome: input.outcome,
      providerCents: input.split.provider_cents,
      clientCents: input.split.client_cents,
      decidedBy: input.decidedBy,
      decisionReason: input.reason,
      resolvedAt: now,
    })
    .where(and(eq(disputes.id, dispute.id), inArray(disputes.status, input.from)))
    .returning();
  if (!claimed) throw conflict('This dispute was resolved meanwhile; reload it');

  if (dispute.subject === 'hourly_week') {
    const billed = await billHeldWeek(
      services,
      tx,
      { weekId: dispute.milestoneId, disputeId: dispute.id },
      input.outcome,
      input.split.provider_cents,
    );
    const [resolved] = await tx
      .update(disputes)
      .set({ paymentId: billed.paymentId })
      .where(eq(disputes.id, dispute.id))
      .returning();
    await refreshReputations(tx, [dispute.providerId], now);
    return { dispute: resolved! };
  }

  const [payment] = dispute.paymentId
    ? await tx.select().from(payments).where(eq(payments.id, dispute.paymentId))
    : [];
  if (!payment) throw conflict('The payment of this milestone is missing');
  await tx
    .update(payments)
    .set({ disputeOutcome: input.outcome, refundedCents: input.split.client_cents })
    .where(eq(payments.id, payment.id));
  // The money moves after the commit, from outbox rows named by the dispute and the milestone
  // (decision 2010): the client's share refunded, the provider's released by a transfer. The ledger
  // records both in this transaction (decision 2000); a card refund names its outbox key.
  const refundKey = await writeRefund(
    tx,
    services,
    `dispute:${dispute.id}`,
    payment,
    input.split.client_cents,
  );
  const money = { projectId: payment.projectId, currency: payment.currency };
  await recordRefunded(tx, dispute.milestoneId, {
    ...money,
    amountCents: input.split.client_cents,
    payerId: payment.payerId,
    paymentId: payment.id,
    disputeId: dispute.id,
    refundId: collectedByCard(payment) ? refundKey : null,
  });
  await recordReleased(tx, dispute.milestoneId, {
    ...money,
    amountCents: input.split.provider_cents,
    payeeId: payment.payeeId,
    paymentId: payment.id,
    cause: { kind: 'dispute', id: dispute.id },
    disputeId: dispute.id,
  });
  if (input.split.provider_cents > 0) {
    await tx
      .update(milestones)
      .set({ status: 'PAID', approvedAt: now, paidAt: now })
      .where(eq(milestones.id, dispute.milestoneId));
    await writeRelease(tx, services, `milestone:${dispute.milestoneId}`, payment, input.split.provider_cents);
  }
  // How it ended moves the provider's job success (decision 1380): stored with it, for search.
  await refreshReputations(tx, [dispute.providerId], now);
  return { dispute: claimed };
}
