import { SigninStep } from '../../../constants';
import { updateUserPassword } from '../../../contract/user';
import { createOperationMock } from '../operation-mock';

export const updateUserPasswordMock = createOperationMock(updateUserPassword, ({ db, me, body }) => {
  db.passwords[me.account.basic.email.address] = body.password;
  return {
    signin_result: me.account.basic.FLID.identity
      ? SigninStep.USER_SIGNED_IN
      : SigninStep.REVIEW_AND_REVISE_FLID,
  };
});
