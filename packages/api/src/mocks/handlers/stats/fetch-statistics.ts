import { fetchStatistics } from '../../../contract/stats';
import { statisticsOf } from '../../db/statistics';
import { createOperationMock } from '../operation-mock';

export const fetchStatisticsMock = createOperationMock(fetchStatistics, ({ db, meId, query }) =>
  statisticsOf(db, query.user_id ?? meId),
);
