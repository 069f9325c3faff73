import { suspendUser } from '../../../contract/console';
import { refuseSuspend } from '../../../rules/suspension';
import { recordMockOperatorAction } from '../../db/disputes';
import { refusalError } from '../../db/rule-refusal';
import { consoleUserView } from '../../db/suspensions';
import { findUser } from '../../db/views';
import { summaryOf } from '../../factories/user';
import { createOperationMock } from '../operation-mock';

/** ACCOUNT-SUSPENDED: the suspension, the end of the user's sessions and the audit line at once. */
export const suspendUserMock = createOperationMock(suspendUser, ({ db, me, meId, body }) => {
  const user = findUser(db, body.user_id);
  const refusal = refuseSuspend({ operatorId: meId, userId: body.user_id, until: body.until });
  if (refusal) throw refusalError(refusal);
  const until = new Date(body.until).toISOString();
  db.suspensions[body.user_id] = { until, reason: body.reason };
  for (const session of db.sessions) if (session.userId === body.user_id) session.signedOut = true;
  recordMockOperatorAction(db, {
    operator: summaryOf(me),
    action: 'user_suspended',
    subject_type: 'user',
    subject_id: body.user_id,
    details: { until },
    reason: body.reason,
  });
  return consoleUserView(db, user);
});
