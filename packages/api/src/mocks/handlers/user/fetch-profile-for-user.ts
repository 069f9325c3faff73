import { fetchProfileForUser } from '../../../contract/user';
import { publicInsightOf } from '../../../rules/public-insight';
import { publicUserView } from '../../db/public-users';
import { activityOf } from '../../db/statistics';
import { findUser } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchProfileForUserMock = createOperationMock(fetchProfileForUser, ({ db, params }) => {
  const user = findUser(db, params.id ?? '');
  return { ...publicUserView(db, user), ...publicInsightOf(activityOf(db, user.account.basic.user_id)) };
});
