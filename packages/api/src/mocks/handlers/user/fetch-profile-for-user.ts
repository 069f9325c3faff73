import { fetchProfileForUser } from '../../../contract/user';
import { findUser } from '../../db/views';
import { publicUserOf } from '../../factories/user';
import { createOperationMock } from '../operation-mock';

export const fetchProfileForUserMock = createOperationMock(fetchProfileForUser, ({ db, params }) =>
  publicUserOf(findUser(db, params.id ?? '')),
);
