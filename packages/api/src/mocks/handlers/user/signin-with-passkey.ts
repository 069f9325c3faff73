import { SigninStep } from '../../../constants';
import { signinWithPasskey } from '../../../contract/user';
import { counterAccepted, passkeyRefused } from '../../../rules/passkeys';
import { keptUserAgent } from '../../../rules/user-agent';
import { fixtureTime } from '../../factories/sequence';
import { mockDeviceIdOf } from '../../db/known-devices';
import { checkMockCeremony, mockRelyingParty, refusePasskey } from '../../db/passkeys';
import { signinFor } from '../../db/sessions';
import { createOperationMock } from '../operation-mock';

export const signinWithPasskeyMock = createOperationMock(signinWithPasskey, async ({ db, body, request }) => {
  const rp = mockRelyingParty(request);
  const { counter } = await checkMockCeremony(db, body.response.response, {
    type: 'webauthn.get',
    rp,
    userId: null,
  });
  const passkey = db.passkeys.find(
    (candidate) => candidate.credentialId === body.response.id && candidate.rpId === rp.rpID,
  );
  const user = db.users.find((candidate) => candidate.account.basic.user_id === passkey?.userId);
  if (!passkey || !user || !counterAccepted(passkey.counter, counter)) return refusePasskey(passkeyRefused);
  Object.assign(passkey, { counter, lastUsedAt: fixtureTime(db.clock) });
  const userAgent = keptUserAgent(request.headers.get('user-agent'));
  return {
    ...signinFor(db, user, SigninStep.USER_SIGNED_IN, { userAgent, deviceId: mockDeviceIdOf(request) }),
    signin_type: SigninStep.PASSKEY,
  };
});
