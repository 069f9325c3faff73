import { approveMilestone } from '../../../contract/milestone';
import { milestoneActions } from '../../../states/milestone';
import { checkMilestoneAction } from '../../db/actions';
import { tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const approveMilestoneMock = createOperationMock(approveMilestone, ({ db, meId, body }) => {
  const { milestone } = checkMilestoneAction(db, meId, body.milestone_id, 'approve');
  Object.assign(milestone, { status: milestoneActions.approve.to, approved_at: tick(db) });
  return milestone;
});
