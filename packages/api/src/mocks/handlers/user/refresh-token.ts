import { refreshToken } from '../../../contract/user';
import { MockHttpError } from '../../db/mock-http-error';
import { signinFor } from '../../db/sessions';
import { findUser } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const refreshTokenMock = createOperationMock(refreshToken, ({ db, body }) => {
  const userId = db.refreshTokens[body.refresh_token];
  if (!userId) throw new MockHttpError(401, 'REFRESH_TOKEN_INVALID', 'The refresh token is not valid');
  delete db.refreshTokens[body.refresh_token];
  return signinFor(db, findUser(db, userId));
});
