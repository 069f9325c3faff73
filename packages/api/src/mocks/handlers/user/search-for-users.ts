import { searchForUsers } from '../../../contract/user';
import { compareProviders, matchesProviderFilter } from '../../../rules/provider-record';
import { publicUserView } from '../../db/public-users';
import { paginate } from '../../db/views';
import { createOperationMock } from '../operation-mock';

/**
 * As the server: rules/provider-record.ts's filter (condition, or accepting providers) and order
 * (PROVIDER-SORT), paged; job success and rating from the same rules as the public profile.
 */
export const searchForUsersMock = createOperationMock(searchForUsers, ({ db, query }) => {
  const matches = db.users
    .map((profile) => ({ profile, user: publicUserView(db, profile) }))
    .filter(({ profile, user }) =>
      matchesProviderFilter({ ...user, email: profile.account.basic.email.address }, query),
    )
    .map(({ user }) => user)
    .sort(compareProviders(query.sort));
  const { items, ...page } = paginate(matches, query);
  return { users: items, ...page };
});
