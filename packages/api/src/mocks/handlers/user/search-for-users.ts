import { searchForUsers } from '../../../contract/user';
import { matchesProviderFilter } from '../../../rules/provider-record';
import { publicUserView } from '../../db/public-users';
import { paginate } from '../../db/views';
import { createOperationMock } from '../operation-mock';

/** As the server: rules/provider-record.ts's filter (condition, or accepting providers), by user ID, paged. */
export const searchForUsersMock = createOperationMock(searchForUsers, ({ db, query }) => {
  const matches = db.users
    .map((profile) => ({ profile, user: publicUserView(db, profile) }))
    .filter(({ profile, user }) =>
      matchesProviderFilter({ ...user, email: profile.account.basic.email.address }, query),
    )
    .map(({ user }) => user)
    .sort((left, right) => left.flid.localeCompare(right.flid));
  const { items, ...page } = paginate(matches, query);
  return { users: items, ...page };
});
