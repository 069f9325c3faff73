import { createDevBox } from '../../../contract/lab';
import { newId, tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const createDevBoxMock = createOperationMock(createDevBox, ({ db, meId, body }) => {
  const box = {
    id: newId('devbox'),
    name: body.name,
    template: body.template,
    status: 'starting' as const,
    created_at: tick(db),
  };
  (db.devBoxes[meId] ??= []).unshift(box);
  return box;
});
