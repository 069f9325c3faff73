import { fetchProfileForUser } from '../../../contract/user';
import { publicInsightOf } from '../../../rules/public-insight';
import { activityOf } from '../../db/statistics';
import { findUser } from '../../db/views';
import { publicUserOf } from '../../factories/user';
import { createOperationMock } from '../operation-mock';

export const fetchProfileForUserMock = createOperationMock(fetchProfileForUser, ({ db, params }) => {
  const user = findUser(db, params.id ?? '');
  return { ...publicUserOf(user), ...publicInsightOf(activityOf(db, user.account.basic.user_id)) };
});
