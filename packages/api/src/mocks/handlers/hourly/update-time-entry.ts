import { updateTimeEntry } from '../../../contract/hourly';
import { checkEntryInput, checkLimit, entryFor } from '../../db/hourly';
import { createOperationMock } from '../operation-mock';

export const updateTimeEntryMock = createOperationMock(updateTimeEntry, ({ db, meId, body }) => {
  const { entry, contract } = entryFor(db, body.entry_id, meId);
  const week = checkEntryInput(db, contract, body);
  checkLimit(db, contract, week, body.minutes, entry.id);
  const { entry_id: _id, ...fields } = body;
  return Object.assign(entry, { ...fields, week_start: week });
});
