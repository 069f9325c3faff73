import { stopTimer } from '../../../contract/hourly';
import { checkHourlySide } from '../../../rules/hourly';
import { contractFor, stopMockTimer, timesheetView } from '../../db/hourly';
import { refuse } from '../../db/mock-http-error';
import { createOperationMock } from '../operation-mock';

export const stopTimerMock = createOperationMock(stopTimer, ({ db, meId, body }) => {
  const { contract, role } = contractFor(db, body.project_id, meId);
  refuse(checkHourlySide(role, 'provider'));
  stopMockTimer(db, contract, body.memo);
  return timesheetView(db, body.project_id, meId);
});
