import { SigninStep } from '../../../constants';
import { trySigninWithEmail } from '../../../contract/user';
import { findUserByEmail } from '../../db/sessions';
import { createOperationMock } from '../operation-mock';

export const trySigninWithEmailMock = createOperationMock(trySigninWithEmail, ({ db, body }) => {
  const user = findUserByEmail(db, body.email);
  if (!user) return { signin_type: SigninStep.EMAIL_NOT_ASSOCIATED_WITH_USER };
  const hasPassword = !!db.passwords[user.account.basic.email.address];
  return {
    signin_type:
      hasPassword && body.method !== 'code'
        ? SigninStep.EXISTING_USER_PASSWORD_REQUIRED
        : SigninStep.VERIFY_EMAIL_WITH_AUTH_CODE,
  };
});
