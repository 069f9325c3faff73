import { refreshToken } from '../../../contract/user';
import { MockHttpError } from '../../db/mock-http-error';
import { signinFor } from '../../db/sessions';
import { findUser } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const refreshTokenMock = createOperationMock(refreshToken, ({ db, body }) => {
  const spent = db.refreshTokens[body.refresh_token];
  const session = spent && db.sessions.find((candidate) => candidate.id === spent.sessionId);
  if (!spent || !session || session.signedOut)
    throw new MockHttpError(401, 'REFRESH_TOKEN_INVALID', 'The refresh token is not valid');
  delete db.refreshTokens[body.refresh_token];
  return signinFor(db, findUser(db, spent.userId), undefined, { sessionId: session.id });
});
