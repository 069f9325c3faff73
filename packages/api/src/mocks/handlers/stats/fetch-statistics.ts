import { fetchStatistics } from '../../../contract/stats';
import { statisticsOf } from '../../../rules/statistics';
import { activityOf } from '../../db/statistics';
import { findUser } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchStatisticsMock = createOperationMock(fetchStatistics, ({ db, meId, query }) => {
  const userId = query.user_id ?? meId;
  findUser(db, userId);
  return statisticsOf(activityOf(db, userId));
});
