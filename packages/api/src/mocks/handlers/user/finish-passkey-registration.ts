import { finishPasskeyRegistration } from '../../../contract/user';
import {
  passkeyAlreadyAdded,
  passkeyName,
  PASSKEYS_PER_ACCOUNT_MAX,
  tooManyPasskeys,
} from '../../../rules/passkeys';
import { fixtureTime } from '../../factories/sequence';
import { checkMockCeremony, mockRelyingParty, passkeyView, refusePasskey } from '../../db/passkeys';
import { newId } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const finishPasskeyRegistrationMock = createOperationMock(
  finishPasskeyRegistration,
  async ({ db, meId, body, request }) => {
    const rp = mockRelyingParty(request);
    const answer = body.response.response;
    const authenticatorData =
      typeof answer.authenticatorData === 'string' ? answer.authenticatorData : undefined;
    const { counter } = await checkMockCeremony(
      db,
      { clientDataJSON: answer.clientDataJSON, authenticatorData },
      { type: 'webauthn.create', rp, userId: meId },
    );
    if (db.passkeys.some((passkey) => passkey.credentialId === body.response.id))
      return refusePasskey(passkeyAlreadyAdded);
    if (db.passkeys.filter((passkey) => passkey.userId === meId).length >= PASSKEYS_PER_ACCOUNT_MAX)
      return refusePasskey(tooManyPasskeys);
    const passkey = {
      id: newId('passkey'),
      userId: meId,
      credentialId: body.response.id,
      publicKey: typeof answer.publicKey === 'string' ? answer.publicKey : '',
      counter,
      transports: answer.transports ?? [],
      rpId: rp.rpID,
      name: passkeyName(body.name),
      createdAt: fixtureTime(db.clock),
      lastUsedAt: null,
    };
    db.passkeys.push(passkey);
    return passkeyView(passkey);
  },
);
