import { startMilestone } from '../../../contract/milestone';
import { milestoneActions } from '../../../states/milestone';
import { checkMilestoneAction } from '../../db/actions';
import { emitMockToProject } from '../../db/notifications';
import { tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const startMilestoneMock = createOperationMock(startMilestone, ({ db, meId, body }) => {
  const { milestone } = checkMilestoneAction(db, meId, body.milestone_id, 'start');
  milestone.status = milestoneActions.start.to;
  tick(db);
  emitMockToProject(db, milestone.project_id, {
    kind: 'milestone_started',
    subject: { project_id: milestone.project_id, milestone_id: milestone.id },
    actorId: meId,
    title: milestone.title,
  });
  return milestone;
});
