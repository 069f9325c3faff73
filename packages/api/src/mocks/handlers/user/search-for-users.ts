import { searchForUsers } from '../../../contract/user';
import { publicUserOf } from '../../factories/user';
import { createOperationMock } from '../operation-mock';

/** As the server: the exact email, or a part of the user ID or a name; by user ID, at most 20. */
export const searchForUsersMock = createOperationMock(searchForUsers, ({ db, query }) => {
  const needle = query.condition.trim().toLowerCase();
  const matches = db.users
    .filter(
      (user) =>
        user.account.basic.email.address.toLowerCase() === needle ||
        [user.account.basic.FLID.identity, user.account.basic.first_name, user.account.basic.last_name].some(
          (text) => text.toLowerCase().includes(query.condition.toLowerCase()),
        ),
    )
    .map(publicUserOf)
    .sort((left, right) => left.flid.localeCompare(right.flid));
  return { users: matches.slice(0, 20), total: matches.length };
});
