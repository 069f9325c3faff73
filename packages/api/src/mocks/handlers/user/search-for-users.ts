import { searchForUsers } from '../../../contract/user';
import { publicUserOf } from '../../factories/user';
import { createOperationMock } from '../operation-mock';

export const searchForUsersMock = createOperationMock(searchForUsers, ({ db, query }) => {
  const needle = query.condition.toLowerCase();
  const users = db.users
    .map(publicUserOf)
    .filter((user) =>
      [user.flid, user.first_name, user.last_name].some((text) => text.toLowerCase().includes(needle)),
    );
  return { users, total: users.length };
});
