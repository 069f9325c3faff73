import { deleteTimeEntry } from '../../../contract/hourly';
import { entryFor } from '../../db/hourly';
import { createOperationMock } from '../operation-mock';

export const deleteTimeEntryMock = createOperationMock(deleteTimeEntry, ({ db, meId, body }) => {
  const { entry } = entryFor(db, body.entry_id, meId);
  db.timeEntries = db.timeEntries.filter((item) => item.id !== entry.id);
  return { ok: true as const };
});
