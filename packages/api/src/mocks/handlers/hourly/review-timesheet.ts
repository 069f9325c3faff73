import { reviewTimesheet } from '../../../contract/hourly';
import { checkHourlySide, weekStartOf } from '../../../rules/hourly';
import { contractFor, reviewMockWeek, timesheetView } from '../../db/hourly';
import { refuse } from '../../db/mock-http-error';
import { createOperationMock } from '../operation-mock';

export const reviewTimesheetMock = createOperationMock(reviewTimesheet, ({ db, meId, body }) => {
  const { contract, role } = contractFor(db, body.project_id, meId);
  refuse(checkHourlySide(role, 'client'));
  const week = weekStartOf(`${body.week_start}T00:00:00Z`);
  reviewMockWeek(db, contract, week, body.disputes, meId);
  return timesheetView(db, body.project_id, meId, week);
});
