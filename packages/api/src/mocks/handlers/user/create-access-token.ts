import { createAccessToken } from '../../../contract/user';
import { createMockAccessToken } from '../../db/access-tokens';
import { createOperationMock } from '../operation-mock';

export const createAccessTokenMock = createOperationMock(createAccessToken, ({ db, meId, body }) =>
  createMockAccessToken(db, meId, body),
);
