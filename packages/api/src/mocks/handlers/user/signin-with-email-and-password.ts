import { signinWithEmailAndPassword } from '../../../contract/user';
import { keptUserAgent } from '../../../rules/user-agent';
import { mockDeviceIdOf } from '../../db/known-devices';
import { MockHttpError } from '../../db/mock-http-error';
import { sessionOrFactorTicket } from '../../db/second-factors';
import { findUserByEmail } from '../../db/sessions';
import { createOperationMock } from '../operation-mock';

export const signinWithEmailAndPasswordMock = createOperationMock(
  signinWithEmailAndPassword,
  ({ db, body, request }) => {
    const user = findUserByEmail(db, body.email);
    if (!user || db.passwords[user.account.basic.email.address] !== body.password) {
      throw new MockHttpError(400, 'PASSWORD_MISMATCH', "Password doesn't match", {
        password: "Password doesn't match",
      });
    }
    return sessionOrFactorTicket(db, user, undefined, {
      userAgent: keptUserAgent(request.headers.get('user-agent')),
      deviceId: mockDeviceIdOf(request),
    });
  },
);
