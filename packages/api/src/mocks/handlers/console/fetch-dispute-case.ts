import { fetchDisputeCase } from '../../../contract/console';
import { disputeCaseView, findDispute } from '../../db/disputes';
import { createOperationMock } from '../operation-mock';

export const fetchDisputeCaseMock = createOperationMock(fetchDisputeCase, ({ db, meId, query }) =>
  disputeCaseView(db, findDispute(db, query.dispute_id), meId),
);
