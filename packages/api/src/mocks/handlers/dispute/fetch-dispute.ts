import { fetchDispute } from '../../../contract/dispute';
import { checkProjectMember } from '../../../rules/project-access';
import { disputeView, findDispute, roleIn } from '../../db/disputes';
import { refuse } from '../../db/mock-http-error';
import { createOperationMock } from '../operation-mock';

export const fetchDisputeMock = createOperationMock(fetchDispute, ({ db, meId, query }) => {
  const dispute = findDispute(db, query.dispute_id);
  refuse(checkProjectMember(roleIn(dispute, meId)));
  return disputeView(dispute);
});
