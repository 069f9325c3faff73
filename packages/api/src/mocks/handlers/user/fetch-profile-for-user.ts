import { fetchProfileForUser } from '../../../contract/user';
import { publicUserView } from '../../db/public-users';
import { findUser } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchProfileForUserMock = createOperationMock(fetchProfileForUser, ({ db, params }) =>
  publicUserView(db, findUser(db, params.id ?? '')),
);
