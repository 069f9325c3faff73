import { restoreContent } from '../../../contract/console';
import { setHidden } from '../../db/reports';
import { summaryOf } from '../../factories/user';
import { createOperationMock } from '../operation-mock';

export const restoreContentMock = createOperationMock(restoreContent, ({ db, me, body }) =>
  setHidden(db, {
    type: body.subject_type,
    id: body.subject_id,
    hide: false,
    reason: body.reason,
    operator: summaryOf(me),
  }),
);
