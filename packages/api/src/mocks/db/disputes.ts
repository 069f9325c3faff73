import { MoneyCollectingMethodType } from '../../constants';
import {
  disputeAnswerDueAt,
  isSideOf,
  refuseMilestoneInDispute,
  splitMoney,
  type DisputeOutcome,
  type DisputeRole,
  type MoneySplit,
} from '../../rules/dispute';
import type { AuditEntry } from '../../schemas/console';
import type { Dispute, DisputeCase } from '../../schemas/dispute';
import type { NotificationKind } from '../../schemas/notification';
import { summaryOf } from '../factories/user';
import { MockHttpError, notFound, refuse } from './mock-http-error';
import type { MockDb, StoredDispute } from './mock-db';
import { emitMockNotification } from './notifications';
import { newId, tick } from './store';
import { billMockHeldWeek } from './hourly-invoice';
import { findUser } from './views';

/** The mocks' disputes and console, with the same rules as the server (rules/dispute.ts, decision 1500). */

/** A dispute as the mock store keeps it: the contract's shape and the payment it moves. */

export const disputeView = ({ payment_id: _payment, ...dispute }: StoredDispute): Dispute => dispute;

/** The case file as the administrator `operatorId` reads it (DISPUTE-NO-OWN-CASE: own_case). */
export function disputeCaseView(db: MockDb, stored: StoredDispute, operatorId: string): DisputeCase {
  const milestone = db.milestones.find((item) => item.id === stored.milestone_id);
  const payment = db.payments.find((item) => item.id === stored.payment_id);
  return {
    ...disputeView(stored),
    delivery_note: milestone?.delivery_note ?? '',
    delivered_at: milestone?.delivered_at ?? null,
    payment_method:
      payment?.method ?? (stored.subject === 'hourly_week' ? MoneyCollectingMethodType.STRIPE_CHECKOUT : 0),
    payment_id: stored.payment_id,
    own_case: isSideOf(sidesOf(stored), operatorId),
  };
}

/** The dispute's client and provider, as rules/dispute.ts names them. */
export const sidesOf = (dispute: StoredDispute) => ({
  clientId: dispute.client.user_id,
  providerId: dispute.provider.user_id,
});

export const dueAt = (openedAt: string) => disputeAnswerDueAt(openedAt).toISOString();

export function findDispute(db: MockDb, disputeId: string) {
  const dispute = db.disputes.find((item) => item.id === disputeId);
  if (!dispute) throw notFound('Dispute');
  return dispute;
}

export const roleIn = (dispute: StoredDispute, userId: string): DisputeRole =>
  dispute.client.user_id === userId ? 'client' : dispute.provider.user_id === userId ? 'provider' : null;

export const factsOf = (dispute: StoredDispute) => ({
  status: dispute.status,
  openedBy: dispute.opened_by,
  openedAt: dispute.opened_at,
  proposedBy: dispute.proposal?.proposed_by ?? null,
});

/** DISPUTE-HOLDS-MONEY in the mocks: a milestone with a dispute takes none of its own actions. */
export function checkMilestoneNotDisputed(db: MockDb, milestoneId: string) {
  refuse(
    refuseMilestoneInDispute(db.disputes.find((item) => item.milestone_id === milestoneId)?.status ?? null),
  );
}

/** The split asked for, or 400 on provider_cents (DISPUTE-SPLIT). */
export function splitOf(dispute: StoredDispute, outcome: DisputeOutcome, providerCents?: number | null) {
  const result = splitMoney(dispute.amount_cents, outcome, providerCents);
  if ('error' in result)
    throw new MockHttpError(400, 'VALIDATION_FAILED', result.error, { provider_cents: result.error });
  return result.split;
}

/** Tells both sides but the actor, as the server does in the change's transaction. */
export function tellSides(db: MockDb, dispute: StoredDispute, kind: NotificationKind, actorId: string) {
  for (const side of [dispute.client, dispute.provider])
    if (side.user_id !== actorId)
      emitMockNotification(db, {
        recipientId: side.user_id,
        kind,
        subject: {
          project_id: dispute.project_id,
          milestone_id: dispute.milestone_id,
          dispute_id: dispute.id,
        },
        actor: summaryOf(findUser(db, actorId)),
        title: dispute.milestone_title,
      });
}

/** Ends a dispute and moves its money once, as dispute-money.ts does on the server. */
export function resolveMockDispute(
  db: MockDb,
  dispute: StoredDispute,
  input: {
    to: 'SETTLED' | 'DECIDED';
    outcome: DisputeOutcome;
    split: MoneySplit;
    decidedBy: string | null;
    reason: string | null;
  },
) {
  const now = tick(db);
  // An hourly week's dispute bills the held week: the provider's share invoiced, the client's never charged.
  const week = dispute.subject === 'hourly_week';
  if (week)
    dispute.payment_id = billMockHeldWeek(
      db,
      dispute.milestone_id,
      input.outcome,
      input.split.provider_cents,
    );
  const payment = week ? undefined : db.payments.find((item) => item.id === dispute.payment_id);
  // Only money a card paid goes back through the payment provider; off-platform money has no refund id.
  const refundId =
    payment?.method === MoneyCollectingMethodType.STRIPE_CHECKOUT && input.split.client_cents > 0
      ? `re_sandbox_${dispute.id.replace(/-/g, '').slice(0, 24)}`
      : null;
  dispute.status = input.to;
  dispute.resolution = {
    outcome: input.outcome,
    ...input.split,
    reason: input.reason,
    decided_by: input.decidedBy ? summaryOf(findUser(db, input.decidedBy)) : null,
    refund_id: refundId,
    resolved_at: now,
  };
  if (payment)
    Object.assign(payment, { dispute_outcome: input.outcome, refunded_cents: input.split.client_cents });
  const milestone = db.milestones.find((item) => item.id === dispute.milestone_id);
  if (milestone && input.split.provider_cents > 0)
    Object.assign(milestone, { status: 'PAID', approved_at: now, paid_at: now });
  return dispute;
}

/** The mock's audit log line, written with the action. */
export function recordMockOperatorAction(db: MockDb, entry: Omit<AuditEntry, 'id' | 'created_at'>) {
  db.operatorActions.unshift({ id: newId('audit'), created_at: tick(db), ...entry });
}
