import { startMilestone } from '../../../contract/milestone';
import { milestoneActions } from '../../../states/milestone';
import { checkMilestoneAction } from '../../db/actions';
import { tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const startMilestoneMock = createOperationMock(startMilestone, ({ db, meId, body }) => {
  const { milestone } = checkMilestoneAction(db, meId, body.milestone_id, 'start');
  milestone.status = milestoneActions.start.to;
  tick(db);
  return milestone;
});
