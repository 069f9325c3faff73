import { reinstateUser } from '../../../contract/console';
import { refuseReinstate } from '../../../rules/suspension';
import { recordMockOperatorAction } from '../../db/disputes';
import { refuse } from '../../db/mock-http-error';
import { consoleUserView, suspensionOf } from '../../db/suspensions';
import { findUser } from '../../db/views';
import { summaryOf } from '../../factories/user';
import { createOperationMock } from '../operation-mock';

export const reinstateUserMock = createOperationMock(reinstateUser, ({ db, me, body }) => {
  const user = findUser(db, body.user_id);
  refuse(refuseReinstate(suspensionOf(db, body.user_id)));
  delete db.suspensions[body.user_id];
  recordMockOperatorAction(db, {
    operator: summaryOf(me),
    action: 'user_reinstated',
    subject_type: 'user',
    subject_id: body.user_id,
    details: {},
    reason: body.reason,
  });
  return consoleUserView(db, user);
});
