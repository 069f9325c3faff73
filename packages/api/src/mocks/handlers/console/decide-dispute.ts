import { decideDispute } from '../../../contract/console';
import { isSideOf, refuseDecide } from '../../../rules/dispute';
import {
  disputeCaseView,
  findDispute,
  sidesOf,
  recordMockOperatorAction,
  resolveMockDispute,
  splitOf,
  tellSides,
} from '../../db/disputes';
import { onceMock } from '../../db/idempotent';
import { summaryOf } from '../../factories/user';
import { refuse } from '../../db/mock-http-error';
import { createOperationMock } from '../operation-mock';

export const decideDisputeMock = createOperationMock(decideDispute, ({ db, me, meId, body }) => {
  const { idempotency_key: key, ...args } = body;
  return onceMock(db, { userId: meId, key, operation: 'decideDispute', args }, () => {
    const dispute = findDispute(db, body.dispute_id);
    refuse(refuseDecide(dispute.status, isSideOf(sidesOf(dispute), meId)));
    const split = splitOf(dispute, body.outcome, body.provider_cents);
    resolveMockDispute(db, dispute, {
      to: 'DECIDED',
      outcome: body.outcome,
      split,
      decidedBy: meId,
      reason: body.reason,
    });
    tellSides(db, dispute, 'dispute_decided', meId);
    recordMockOperatorAction(db, {
      operator: summaryOf(me),
      action: 'dispute_decided',
      subject_type: 'dispute',
      subject_id: dispute.id,
      details: { outcome: body.outcome, ...split, currency: dispute.currency },
      reason: body.reason,
    });
    return disputeCaseView(db, dispute, meId);
  });
});
