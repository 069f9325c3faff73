import { deliverMilestone } from '../../../contract/milestone';
import { checkMilestoneAction } from '../../db/actions';
import { tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const deliverMilestoneMock = createOperationMock(deliverMilestone, ({ db, meId, body }) => {
  const { milestone } = checkMilestoneAction(db, meId, body.milestone_id, 'deliver');
  Object.assign(milestone, { delivered_at: tick(db), delivery_note: body.note });
  return milestone;
});
