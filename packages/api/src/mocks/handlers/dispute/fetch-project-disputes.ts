import { fetchProjectDisputes } from '../../../contract/dispute';
import { checkDisputeSide } from '../../../rules/dispute';
import { checkProjectMember, memberRoleOf } from '../../db/actions';
import { disputeView } from '../../db/disputes';
import { refuse } from '../../db/mock-http-error';
import { createOperationMock } from '../operation-mock';

export const fetchProjectDisputesMock = createOperationMock(fetchProjectDisputes, ({ db, meId, query }) => {
  checkProjectMember(db, meId, query.project_id);
  refuse(checkDisputeSide(memberRoleOf(db, query.project_id, meId)));
  return { items: db.disputes.filter((item) => item.project_id === query.project_id).map(disputeView) };
});
