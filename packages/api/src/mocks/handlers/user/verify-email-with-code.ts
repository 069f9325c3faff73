import { verifyEmailWithCode } from '../../../contract/user';
import { MockHttpError } from '../../db/mock-http-error';
import { createOperationMock } from '../operation-mock';

export const verifyEmailWithCodeMock = createOperationMock(verifyEmailWithCode, ({ body }) => {
  if (body.code === '000000') throw new MockHttpError(400, 'INVALID_AUTH_CODE', 'Invalid auth code');
  return { verified: true };
});
