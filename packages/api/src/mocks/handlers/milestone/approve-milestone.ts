import { approveMilestone } from '../../../contract/milestone';
import { milestoneActions } from '../../../states/milestone';
import { checkMilestoneAction } from '../../db/actions';
import { MockHttpError } from '../../db/mock-http-error';
import { tick } from '../../db/store';
import { openIssuesOfMilestone } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const approveMilestoneMock = createOperationMock(approveMilestone, ({ db, meId, body }) => {
  const { milestone } = checkMilestoneAction(db, meId, body.milestone_id, 'approve');
  const open = openIssuesOfMilestone(db, milestone.id);
  if (open > 0 && !body.approve_with_open_issues)
    throw new MockHttpError(409, 'CONFLICT', openIssuesMessage(open));
  Object.assign(milestone, { status: milestoneActions.approve.to, approved_at: tick(db) });
  return milestone;
});

const openIssuesMessage = (open: number) =>
  `${open} open issue${open === 1 ? ' is' : 's are'} linked to this milestone; approve anyway to go on`;
