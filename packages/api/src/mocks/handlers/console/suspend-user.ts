import { suspendUser } from '../../../contract/console';
import { suspendInMocks } from '../../db/suspensions';
import { summaryOf } from '../../factories/user';
import { createOperationMock } from '../operation-mock';

/** ACCOUNT-SUSPENDED: the suspension, the end of the user's sessions and the audit line at once. */
export const suspendUserMock = createOperationMock(suspendUser, ({ db, me, meId, body }) =>
  suspendInMocks(db, { operator: summaryOf(me), operatorId: meId, ...body }),
);
