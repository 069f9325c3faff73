import { searchConsoleUsers } from '../../../contract/console';
import { consoleUserView } from '../../db/suspensions';
import { paginate } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const searchConsoleUsersMock = createOperationMock(searchConsoleUsers, ({ db, query }) => {
  const needle = query.q.toLowerCase();
  const found = db.users.filter(({ account: { basic } }) =>
    [basic.email.address, basic.FLID.identity, `${basic.first_name} ${basic.last_name}`].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
  return paginate(
    found.map((user) => consoleUserView(db, user)),
    query,
  );
});
