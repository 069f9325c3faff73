import { MoneyCollectingMethodType } from '@lancer/api/constants';
import { isSideOf, refuseDecide } from '@lancer/api/rules/dispute';
import type { DecideDisputeBody } from '@lancer/api/schemas/dispute';
import { asc, desc, eq } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { operatorActions } from '../db/console-schema';
import { disputes, type DisputeRow } from '../db/dispute-schema';
import { milestones } from '../db/milestone-schema';
import { payments } from '../db/payment-schema';
import { refuse } from '../http/errors';
import { once } from '../http/idempotency';
import { paged, readPage, type PageQuery } from '../lib/paging';
import { isoOrNull } from '../lib/time';
import { announce } from '../notification/emit-notification';
import { resolveDispute } from '../dispute/dispute-money';
import { loadDispute, splitOf, subjectTitle, tellSides } from '../dispute/dispute-service';
import { sendMoneyAfterCommit } from '../payment/money-sender';
import { toDispute, toDisputes } from '../dispute/dispute-view';
import type { Services } from '../services';
import { recordOperatorAction } from '../audit/audit-log';
import { toAuditEntries } from './audit-entries';

/**
 * The administrator's console (decision 1501). register-operations.ts has already refused anyone
 * without the ADMINISTRATOR bit (CONSOLE-ADMIN-ONLY) before these run.
 */

export async function fetchDisputeQueue(
  services: Services,
  query: PageQuery & { order: 'age' | 'amount'; filter: 'waiting' | 'all' },
) {
  const where = query.filter === 'waiting' ? eq(disputes.status, 'ESCALATED') : undefined;
  const order =
    query.order === 'amount'
      ? [desc(disputes.amountCents), asc(disputes.openedAt)]
      : [asc(disputes.openedAt), asc(disputes.id)];
  const { rows, total } = await readPage(services.db, disputes, where, order, query);
  return paged(await toDisputes(services.db, rows), total, query);
}

/**
 * The case file as an administrator reads it: the dispute, what was delivered (a milestone's note;
 * a week's hours are in `week`), its payment, and whether the reader is a side of it.
 */
async function toCase(db: Executor, dispute: DisputeRow, operatorId: string) {
  const [[milestone], [payment]] = await Promise.all([
    db.select().from(milestones).where(eq(milestones.id, dispute.milestoneId)),
    dispute.paymentId ? db.select().from(payments).where(eq(payments.id, dispute.paymentId)) : [],
  ]);
  return {
    ...(await toDispute(db, dispute)),
    delivery_note: milestone?.deliveryNote ?? '',
    delivered_at: isoOrNull(milestone?.deliveredAt),
    payment_method:
      payment?.method ?? (dispute.subject === 'hourly_week' ? MoneyCollectingMethodType.STRIPE_CHECKOUT : 0),
    payment_id: dispute.paymentId,
    own_case: isSideOf(dispute, operatorId),
  };
}

export async function fetchDisputeCase(services: Services, operatorId: string, disputeId: string) {
  return toCase(services.db, await loadDispute(services.db, disputeId), operatorId);
}

/**
 * DISPUTE-DECIDE-ONCE: the decision, its money, both sides' notifications and the audit line in
 * one transaction, once per idempotency key (bound to the arguments); a second administrator
 * deciding meanwhile finds the dispute claimed and gets 409 (dispute-money.ts). An administrator
 * who is the dispute's client or provider is refused (DISPUTE-NO-OWN-CASE).
 */
export async function decideDispute(services: Services, operatorId: string, body: DecideDisputeBody) {
  const { idempotency_key: key, ...args } = body;
  let told: string[] = [];
  const answer = await once(
    services.db,
    { userId: operatorId, key, operation: 'decideDispute', args },
    async (tx) => {
      const dispute = await loadDispute(tx, body.dispute_id);
      refuse(refuseDecide(dispute.status, isSideOf(dispute, operatorId)));
      const split = splitOf(dispute, body);
      const resolved = await resolveDispute(tx, services, dispute, {
        from: ['ESCALATED'],
        to: 'DECIDED',
        outcome: body.outcome,
        split,
        decidedBy: operatorId,
        reason: body.reason,
      });
      told = await tellSides(
        tx,
        resolved.dispute,
        'dispute_decided',
        operatorId,
        await subjectTitle(tx, dispute),
      );
      await recordOperatorAction(tx, {
        operatorId,
        action: 'dispute_decided',
        subjectType: 'dispute',
        subjectId: dispute.id,
        details: { outcome: body.outcome, ...split, currency: dispute.currency },
        reason: body.reason,
      });
      return toCase(tx, resolved.dispute, operatorId);
    },
  );
  announce(services, told);
  await sendMoneyAfterCommit(services);
  return answer;
}

export async function fetchAuditLog(services: Services, query: PageQuery) {
  const { rows, total } = await readPage(
    services.db,
    operatorActions,
    undefined,
    [desc(operatorActions.createdAt), desc(operatorActions.id)],
    query,
  );
  return paged(await toAuditEntries(services.db, rows), total, query);
}
