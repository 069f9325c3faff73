import { SigninStep } from '../../../constants';
import { signinWithEmailAndCode } from '../../../contract/user';
import { keptUserAgent } from '../../../rules/user-agent';
import { mockDeviceIdOf } from '../../db/known-devices';
import { MockHttpError } from '../../db/mock-http-error';
import { sessionOrFactorTicket } from '../../db/second-factors';
import { findUserByEmail, signinFor } from '../../db/sessions';
import { newId, tick } from '../../db/store';
import { buildUserProfile } from '../../factories/user';
import { createOperationMock } from '../operation-mock';

export const signinWithEmailAndCodeMock = createOperationMock(
  signinWithEmailAndCode,
  ({ db, body, request }) => {
    const origin = {
      userAgent: keptUserAgent(request.headers.get('user-agent')),
      deviceId: mockDeviceIdOf(request),
    };
    // The mock's wrong code is 000000; any other 6 digits pass.
    if (body.code === '000000') throw new MockHttpError(400, 'INVALID_AUTH_CODE', 'Invalid auth code');
    const existing = findUserByEmail(db, body.email);
    if (existing) return sessionOrFactorTicket(db, existing, undefined, origin);
    const user = buildUserProfile({
      user_id: newId('user'),
      email: body.email,
      flid: '',
      first_name: '',
      last_name: '',
      self_intro_html: '',
    });
    db.users.push(user);
    db.signedUpAt[user.account.basic.user_id] = tick(db);
    return signinFor(db, user, SigninStep.NEW_USER_SET_PASSWORD, origin);
  },
);
