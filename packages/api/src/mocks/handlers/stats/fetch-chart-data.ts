import { fetchChartData } from '../../../contract/stats';
import { chartDataOf } from '../../../rules/chart-data';
import { activityOf, mockToday } from '../../db/statistics';
import { createOperationMock } from '../operation-mock';

export const fetchChartDataMock = createOperationMock(fetchChartData, ({ db, meId, query }) =>
  chartDataOf(activityOf(db, meId), query, mockToday(db)),
);
