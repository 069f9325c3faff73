import {
  DEV_PASSKEY_HOSTS,
  fromBase64Url,
  newChallenge,
  passkeyHostNotAllowed,
  passkeyRefused,
  PASSKEY_CHALLENGE_TTL_SECONDS,
  readClientData,
  relyingPartyFor,
  type PasskeyRefusal,
  type RelyingParty,
} from '../../rules/passkeys';
import { MockHttpError } from './mock-http-error';
import type { Passkey } from '../../contract/user';
import type { MockDb, MockPasskey } from './mock-db';

/**
 * PASSKEYS in the mocks (decision 1025). They cannot check a signature the way the server does:
 * they check, by the shared rules, the challenge (live, once, of this purpose, relying party and
 * user), the ceremony type and origin the browser wrote into the client data, the relying party's
 * hash in the authenticator data, a known passkey of that relying party, and the counter. A
 * forged signature passes here and only here.
 */

export function refusePasskey({ status, code, message }: PasskeyRefusal): never {
  throw new MockHttpError(status, code, message);
}

/** The relying party of the page that called (its Origin header), as the server reads it. */
export function mockRelyingParty(request: Request): RelyingParty {
  const origin = request.headers.get('origin') ?? new URL(request.url).origin;
  return relyingPartyFor(origin, DEV_PASSKEY_HOSTS) ?? refusePasskey(passkeyHostNotAllowed);
}

export function issueMockChallenge(
  db: MockDb,
  purpose: 'register' | 'signin',
  rp: RelyingParty,
  userId: string | null,
) {
  const challenge = newChallenge();
  db.passkeyChallenges[challenge] = {
    purpose,
    rpId: rp.rpID,
    userId,
    expiresAt: Date.now() + PASSKEY_CHALLENGE_TTL_SECONDS * 1000,
    used: false,
  };
  return challenge;
}

const sha256 = async (text: string) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

/** The signature counter of authenticator data: 4 bytes after the relying party hash and flags. */
const counterOf = (authData: Uint8Array) =>
  authData.length < 37 ? 0 : new DataView(authData.buffer, authData.byteOffset + 33, 4).getUint32(0);

/**
 * Checks what the mocks can of a browser's answer and spends its challenge: its type, origin and
 * relying party, and the relying party's hash at the head of the authenticator data (when given).
 * Answers the authenticator data's counter.
 */
export async function checkMockCeremony(
  db: MockDb,
  answer: { clientDataJSON: string; authenticatorData?: string },
  expected: { type: 'webauthn.create' | 'webauthn.get'; rp: RelyingParty; userId: string | null },
) {
  const clientData = readClientData(answer.clientDataJSON);
  const stored = clientData ? db.passkeyChallenges[clientData.challenge] : undefined;
  if (!clientData || !stored || stored.used || stored.expiresAt < Date.now())
    return refusePasskey(passkeyRefused);
  stored.used = true;
  const purpose = expected.type === 'webauthn.create' ? 'register' : 'signin';
  if (stored.purpose !== purpose || stored.rpId !== expected.rp.rpID || stored.userId !== expected.userId)
    return refusePasskey(passkeyRefused);
  if (clientData.type !== expected.type || clientData.origin !== expected.rp.origin)
    return refusePasskey(passkeyRefused);
  if (!answer.authenticatorData) return { counter: 0 };
  const authData = fromBase64Url(answer.authenticatorData);
  const rpIdHash = await sha256(expected.rp.rpID);
  if (authData.length < 37 || rpIdHash.some((byte, index) => authData[index] !== byte))
    return refusePasskey(passkeyRefused);
  return { counter: counterOf(authData) };
}

export const passkeyView = (passkey: MockPasskey): Passkey => ({
  id: passkey.id,
  name: passkey.name,
  created_at: passkey.createdAt,
  last_used_at: passkey.lastUsedAt,
});
