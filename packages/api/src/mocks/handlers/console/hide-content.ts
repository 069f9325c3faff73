import { hideContent } from '../../../contract/console';
import { setHidden } from '../../db/reports';
import { summaryOf } from '../../factories/user';
import { createOperationMock } from '../operation-mock';

export const hideContentMock = createOperationMock(hideContent, ({ db, me, body }) =>
  setHidden(db, {
    type: body.subject_type,
    id: body.subject_id,
    hide: true,
    reason: body.reason,
    operator: summaryOf(me),
  }),
);
