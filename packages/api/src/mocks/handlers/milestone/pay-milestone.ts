import { payMilestone } from '../../../contract/milestone';
import { milestoneActions } from '../../../states/milestone';
import { checkMilestoneAction } from '../../db/actions';
import { tick } from '../../db/store';
import { findOrThrow } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const payMilestoneMock = createOperationMock(payMilestone, ({ db, meId, body }) => {
  if (db.idempotency[body.idempotency_key]) return findOrThrow(db.milestones, body.milestone_id, 'Milestone');
  const { milestone } = checkMilestoneAction(db, meId, body.milestone_id, 'pay');
  Object.assign(milestone, { status: milestoneActions.pay.to, paid_at: tick(db) });
  db.idempotency[body.idempotency_key] = milestone.id;
  return milestone;
});
