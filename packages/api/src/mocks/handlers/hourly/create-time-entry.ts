import { createTimeEntry } from '../../../contract/hourly';
import { checkHourlySide } from '../../../rules/hourly';
import { checkEntryInput, checkLimit, contractFor, newEntry } from '../../db/hourly';
import { refuse } from '../../db/mock-http-error';
import { createOperationMock } from '../operation-mock';

export const createTimeEntryMock = createOperationMock(createTimeEntry, ({ db, meId, body }) => {
  const { contract, role } = contractFor(db, body.project_id, meId);
  refuse(checkHourlySide(role, 'provider'));
  const week = checkEntryInput(db, contract, body);
  checkLimit(db, contract, week, body.minutes);
  return newEntry(db, { ...body, week_start: week, source: 'manual' });
});
