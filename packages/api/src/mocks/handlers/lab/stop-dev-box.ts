import { stopDevBox } from '../../../contract/lab';
import { findOrThrow } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const stopDevBoxMock = createOperationMock(stopDevBox, ({ db, meId, body }) => {
  const box = findOrThrow(db.devBoxes[meId] ?? [], body.dev_box_id, 'Dev box');
  box.status = 'stopped';
  return box;
});
