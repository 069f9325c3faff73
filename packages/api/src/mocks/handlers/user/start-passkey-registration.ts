import { startPasskeyRegistration } from '../../../contract/user';
import { toBase64Url } from '../../../rules/passkeys';
import { issueMockChallenge, mockRelyingParty } from '../../db/passkeys';
import { createOperationMock } from '../operation-mock';

export const startPasskeyRegistrationMock = createOperationMock(
  startPasskeyRegistration,
  ({ db, me, meId, request }) => {
    const rp = mockRelyingParty(request);
    const email = me.account.basic.email.address;
    return {
      options: {
        challenge: issueMockChallenge(db, 'register', rp, meId),
        rp: { name: 'Lancer', id: rp.rpID },
        user: { id: toBase64Url(new TextEncoder().encode(meId)), name: email, displayName: email },
        pubKeyCredParams: [
          { alg: -8, type: 'public-key' },
          { alg: -7, type: 'public-key' },
          { alg: -257, type: 'public-key' },
        ],
        timeout: 60000,
        attestation: 'none',
        excludeCredentials: db.passkeys
          .filter((passkey) => passkey.userId === meId && passkey.rpId === rp.rpID)
          .map((passkey) => ({
            id: passkey.credentialId,
            type: 'public-key',
            transports: passkey.transports,
          })),
        authenticatorSelection: {
          residentKey: 'required',
          requireResidentKey: true,
          userVerification: 'preferred',
        },
      },
    };
  },
);
