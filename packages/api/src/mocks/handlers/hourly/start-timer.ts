import { startTimer } from '../../../contract/hourly';
import { checkHourlySide, refuseHourlyWork } from '../../../rules/hourly';
import { contractFor, hourlyNow, timesheetView } from '../../db/hourly';
import { MockHttpError, refuse } from '../../db/mock-http-error';
import { createOperationMock } from '../operation-mock';

export const startTimerMock = createOperationMock(startTimer, ({ db, meId, body }) => {
  const { project, role } = contractFor(db, body.project_id, meId);
  refuse(checkHourlySide(role, 'provider'));
  refuse(refuseHourlyWork(project.status));
  if (db.hourlyTimers[body.project_id])
    throw new MockHttpError(409, 'CONFLICT', 'The timer is already running');
  db.hourlyTimers[body.project_id] = hourlyNow(db).toISOString();
  return timesheetView(db, body.project_id, meId);
});
