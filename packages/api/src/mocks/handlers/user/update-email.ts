import { updateEmail } from '../../../contract/user';
import { MockHttpError } from '../../db/mock-http-error';
import { findUserByEmail } from '../../db/sessions';
import { createOperationMock } from '../operation-mock';

export const updateEmailMock = createOperationMock(updateEmail, ({ db, me, body }) => {
  if (findUserByEmail(db, body.email) && findUserByEmail(db, body.email) !== me) {
    throw new MockHttpError(409, 'CONFLICT', 'This email is used by another account', {
      email: 'This email is used by another account',
    });
  }
  const password = db.passwords[me.account.basic.email.address];
  if (password) db.passwords[body.email] = password;
  me.account.basic.email.address = body.email;
  return { ok: true as const };
});
