import { fromBase64Url, toBase64Url } from '../rules/passkeys';

/**
 * A passkey authenticator in software for the contract suite (PASSKEYS): an ES256 key pair made
 * with WebCrypto, answering registration and sign-in challenges in WebAuthn's JSON form, with the
 * "none" attestation a browser's passkey gives. Real signatures: the server's WebAuthn library
 * checks them as it checks a browser's.
 */

type CborValue =
  number | string | Uint8Array | Map<number, number | Uint8Array> | { [key: string]: CborValue };

function cborHead(major: number, length: number): number[] {
  if (length < 24) return [(major << 5) | length];
  if (length < 256) return [(major << 5) | 24, length];
  return [(major << 5) | 25, length >> 8, length & 0xff];
}

/** The little CBOR WebAuthn needs: integers, text, bytes and maps. */
function cbor(value: CborValue): number[] {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = new TextEncoder().encode(value);
    return [...cborHead(3, bytes.length), ...bytes];
  }
  if (value instanceof Uint8Array) return [...cborHead(2, value.length), ...value];
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return [...cborHead(5, entries.length), ...entries.flatMap(([key, item]) => [...cbor(key), ...cbor(item)])];
}

const sha256 = async (bytes: Uint8Array) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource));
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));
const utf8 = (text: string) => new TextEncoder().encode(text);
const uint32 = (value: number) =>
  Uint8Array.of(value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);

/** WebCrypto's ECDSA signature (r and s, 32 bytes each) as the DER sequence WebAuthn carries. */
function derSignature(raw: Uint8Array) {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
    const trimmed = bytes.slice(start);
    const body = trimmed[0]! & 0x80 ? concat(Uint8Array.of(0), trimmed) : trimmed;
    return concat(Uint8Array.of(0x02, body.length), body);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(Uint8Array.of(0x30, body.length), body);
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

export type SoftwarePasskey = Awaited<ReturnType<typeof softwarePasskey>>;

/** A new passkey for the page at `origin` (its host the relying party). */
export async function softwarePasskey(origin: string) {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ]);
  const credentialId = crypto.getRandomValues(new Uint8Array(16));
  const id = toBase64Url(credentialId);
  let counter = 0;

  const clientData = (type: string, challenge: string, pageOrigin = origin) =>
    utf8(JSON.stringify({ type, challenge, origin: pageOrigin, crossOrigin: false }));
  const authData = async (rpId: string, flags: number, signCount: number, attested = new Uint8Array()) =>
    concat(await sha256(utf8(rpId)), Uint8Array.of(flags), uint32(signCount), attested);

  return {
    id,
    /** The answer to navigator.credentials.create() for these options. */
    async register(options: { challenge: string; rp?: unknown }, pageOrigin = origin) {
      const rpId = (options.rp as { id: string }).id;
      const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, fromBase64Url(jwk.x!)],
        [-3, fromBase64Url(jwk.y!)],
      ]);
      const attested = concat(
        new Uint8Array(16),
        Uint8Array.of(credentialId.length >> 8, credentialId.length & 0xff),
        credentialId,
        Uint8Array.from(cbor(coseKey)),
      );
      const data = await authData(
        rpId,
        FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA,
        counter,
        attested,
      );
      const attestationObject = Uint8Array.from(cbor({ fmt: 'none', attStmt: {}, authData: data }));
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: toBase64Url(clientData('webauthn.create', options.challenge, pageOrigin)),
          attestationObject: toBase64Url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /**
     * The answer to navigator.credentials.get(): signed, its counter one up (or `signCount`, to
     * play a cloned key whose counter went back).
     */
    async signIn(
      options: { challenge: string; rpId?: unknown },
      signCount = counter + 1,
      pageOrigin = origin,
    ) {
      counter = Math.max(counter, signCount);
      const data = await authData(options.rpId as string, FLAG_USER_PRESENT | FLAG_USER_VERIFIED, signCount);
      const clientDataJSON = clientData('webauthn.get', options.challenge, pageOrigin);
      const signed = concat(data, await sha256(clientDataJSON));
      const raw = new Uint8Array(
        await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, signed as BufferSource),
      );
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        response: {
          clientDataJSON: toBase64Url(clientDataJSON),
          authenticatorData: toBase64Url(data),
          signature: toBase64Url(derSignature(raw)),
        },
        clientExtensionResults: {},
      };
    },
  };
}
