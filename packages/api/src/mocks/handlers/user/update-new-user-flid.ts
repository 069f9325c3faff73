import { SigninStep } from '../../../constants';
import { updateNewUserFlid } from '../../../contract/user';
import { MockHttpError } from '../../db/mock-http-error';
import { createOperationMock } from '../operation-mock';

export const updateNewUserFlidMock = createOperationMock(updateNewUserFlid, ({ db, me, body }) => {
  const taken = db.users.some(
    (user) => user !== me && user.account.basic.FLID.identity.toLowerCase() === body.flid.toLowerCase(),
  );
  if (taken)
    throw new MockHttpError(409, 'CONFLICT', 'This user ID is taken', { flid: 'This user ID is taken' });
  me.account.basic.FLID.identity = body.flid;
  return { signin_result: SigninStep.USER_SIGNED_IN };
});
