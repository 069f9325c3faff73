import { fetchConsoleUser } from '../../../contract/console';
import { consoleUserView } from '../../db/suspensions';
import { findUser } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchConsoleUserMock = createOperationMock(fetchConsoleUser, ({ db, query }) =>
  consoleUserView(db, findUser(db, query.user_id)),
);
