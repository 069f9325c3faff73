import { payMilestone } from '../../../contract/milestone';
import { milestoneActions } from '../../../states/milestone';
import { checkMilestoneAction } from '../../db/actions';
import { onceMock } from '../../db/idempotent';
import { tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const payMilestoneMock = createOperationMock(payMilestone, ({ db, meId, body }) =>
  onceMock(db, { userId: meId, key: body.idempotency_key, operation: 'payMilestone', args: body }, () => {
    const { milestone } = checkMilestoneAction(db, meId, body.milestone_id, 'pay');
    Object.assign(milestone, { status: milestoneActions.pay.to, paid_at: tick(db) });
    return milestone;
  }),
);
