import { fetchDispute } from '../../../contract/dispute';
import { checkDisputeSide } from '../../../rules/dispute';
import { disputeView, findDispute, roleIn } from '../../db/disputes';
import { refuse } from '../../db/mock-http-error';
import { createOperationMock } from '../operation-mock';

export const fetchDisputeMock = createOperationMock(fetchDispute, ({ db, meId, query }) => {
  const dispute = findDispute(db, query.dispute_id);
  refuse(checkDisputeSide(roleIn(dispute, meId)));
  return disputeView(dispute);
});
