import { fetchTimesheet } from '../../../contract/hourly';
import { contractFor, settleMockWeeks, timesheetView } from '../../db/hourly';
import { createOperationMock } from '../operation-mock';

export const fetchTimesheetMock = createOperationMock(fetchTimesheet, ({ db, meId, query }) => {
  settleMockWeeks(db, contractFor(db, query.project_id, meId).contract);
  return timesheetView(db, query.project_id, meId, query.week_start);
});
