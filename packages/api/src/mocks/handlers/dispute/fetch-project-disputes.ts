import { fetchProjectDisputes } from '../../../contract/dispute';
import { checkProjectMember } from '../../db/actions';
import { disputeView } from '../../db/disputes';
import { createOperationMock } from '../operation-mock';

export const fetchProjectDisputesMock = createOperationMock(fetchProjectDisputes, ({ db, meId, query }) => {
  checkProjectMember(db, meId, query.project_id);
  return { items: db.disputes.filter((item) => item.project_id === query.project_id).map(disputeView) };
});
