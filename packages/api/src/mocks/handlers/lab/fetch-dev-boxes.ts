import { fetchDevBoxes } from '../../../contract/lab';
import { createOperationMock } from '../operation-mock';

export const fetchDevBoxesMock = createOperationMock(fetchDevBoxes, ({ db, meId }) => ({
  dev_boxes: db.devBoxes[meId] ?? [],
}));
