import type { DisputeOutcome, MoneySplit } from '@lancer/api/rules/dispute';
import { and, eq, inArray } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { disputes, type DisputeRow } from '../db/dispute-schema';
import { milestones } from '../db/milestone-schema';
import { payments } from '../db/payment-schema';
import { billHeldWeek } from '../hourly/hourly-billing';
import { conflict } from '../http/errors';
import { recordRefunded, recordReleased } from '../ledger/money-movements';
import { refreshReputations } from '../review/reputation';
import type { Services } from '../services';

/**
 * Ends a dispute and moves its money, inside the caller's transaction (decision 1500). The
 * dispute's row is claimed first by a guarded update (still in one of `from`): a second operator or
 * a second acceptance racing this one finds it changed and gets 409, before any money moves. Then
 * the client's share goes back through the payment gateway, named by the dispute's id so that a
 * retried transaction refunds once; the provider's share is released as an approval and payment
 * would (the milestone PAID); the funding payment records the outcome for both payment histories;
 * the provider's stored reputation follows the outcome (JOB-SUCCESS, decision 1380).
 * An hourly week's dispute (decision 1550) bills the held week instead: the provider's share is the
 * week's invoice (recording the outcome), `charge` to be charged after the commit; the client's share
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
    return { dispute: resolved!, charge: billed.charge };
  }

  const [payment] = dispute.paymentId
    ? await tx.select().from(payments).where(eq(payments.id, dispute.paymentId))
    : [];
  if (!payment) throw conflict('The payment of this milestone is missing');
  const refund =
    input.split.client_cents > 0
      ? await services.payments.refund({
          paymentId: payment.id,
          checkoutSessionId: payment.checkoutSessionId,
          amountCents: input.split.client_cents,
          key: dispute.id,
        })
      : { refundId: null };
  await tx
    .update(payments)
    .set({
      disputeOutcome: input.outcome,
      refundedCents: input.split.client_cents,
      refundId: refund.refundId,
    })
    .where(eq(payments.id, payment.id));
  const money = { projectId: payment.projectId, currency: payment.currency };
  await recordRefunded(tx, dispute.milestoneId, {
    ...money,
    amountCents: input.split.client_cents,
    payerId: payment.payerId,
    paymentId: payment.id,
    disputeId: dispute.id,
    refundId: refund.refundId,
  });
  await recordReleased(tx, dispute.milestoneId, {
    ...money,
    amountCents: input.split.provider_cents,
    payeeId: payment.payeeId,
    paymentId: payment.id,
    cause: { kind: 'dispute', id: dispute.id },
    disputeId: dispute.id,
  });
  if (input.split.provider_cents > 0)
    await tx
      .update(milestones)
      .set({ status: 'PAID', approvedAt: now, paidAt: now })
      .where(eq(milestones.id, dispute.milestoneId));
  const [resolved] = await tx
    .update(disputes)
    .set({ refundId: refund.refundId })
    .where(eq(disputes.id, dispute.id))
    .returning();
  // How it ended moves the provider's job success (decision 1380): stored with it, for search.
  await refreshReputations(tx, [dispute.providerId], now);
  return { dispute: resolved!, charge: null };
}
