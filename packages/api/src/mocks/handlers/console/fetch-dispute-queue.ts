import { fetchDisputeQueue } from '../../../contract/console';
import { compareQueue } from '../../../rules/dispute';
import { disputeView } from '../../db/disputes';
import { paginate } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchDisputeQueueMock = createOperationMock(fetchDisputeQueue, ({ db, query }) => {
  const listed = db.disputes.filter((item) => query.filter === 'all' || item.status === 'ESCALATED');
  return paginate([...listed].sort(compareQueue(query.order)).map(disputeView), query);
});
