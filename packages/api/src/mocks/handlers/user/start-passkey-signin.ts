import { startPasskeySignin } from '../../../contract/user';
import { issueMockChallenge, mockRelyingParty } from '../../db/passkeys';
import { createOperationMock } from '../operation-mock';

export const startPasskeySigninMock = createOperationMock(startPasskeySignin, ({ db, request }) => {
  const rp = mockRelyingParty(request);
  return {
    options: {
      challenge: issueMockChallenge(db, 'signin', rp, null),
      rpId: rp.rpID,
      timeout: 60000,
      userVerification: 'preferred',
    },
  };
});
