import { approveMilestone } from '../../../contract/milestone';
import { milestoneActions } from '../../../states/milestone';
import { checkMilestoneAction } from '../../db/actions';
import { MockHttpError } from '../../db/mock-http-error';
import { tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const approveMilestoneMock = createOperationMock(approveMilestone, ({ db, meId, body }) => {
  const { milestone } = checkMilestoneAction(db, meId, body.milestone_id, 'approve');
  if (!milestone.delivered_at)
    throw new MockHttpError(409, 'INVALID_STATE_TRANSITION', 'Nothing has been delivered yet');
  Object.assign(milestone, { status: milestoneActions.approve.to, approved_at: tick(db) });
  return milestone;
});
