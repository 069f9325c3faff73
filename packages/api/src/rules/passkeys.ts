import type { ErrorCode } from '../errors';

/**
 * PASSKEYS (issue 50, decision 1025): WebAuthn credentials that sign in without a password and
 * count as both factors. The relying party is the product's host the page was opened on; the
 * server and the mocks both read it, and the refusals, from here.
 */

/** The relying parties of production: each host and its subdomains (www.) sign in with its passkeys. */
export const PRODUCTION_PASSKEY_HOSTS = ['lancer.com', 'lancer.cn'] as const;
/** Outside production, a page on localhost (dev servers, end-to-end tests) has its own relying party. */
export const DEV_PASSKEY_HOSTS = [...PRODUCTION_PASSKEY_HOSTS, 'localhost'] as const;

/** How long the options of a registration or sign-in wait for the authenticator's answer (seconds). */
export const PASSKEY_CHALLENGE_TTL_SECONDS = 5 * 60;
export const PASSKEY_NAME_MAX = 60;
/** At most this many passkeys per account: a list a person can still read. */
export const PASSKEYS_PER_ACCOUNT_MAX = 20;

export type RelyingParty = { rpID: string; origin: string };

/**
 * The relying party of a page's origin (`https://www.lancer.cn`, `http://localhost:5173`): the
 * allowed host it is, or is a subdomain of, and the origin itself, which the browser writes into
 * what the authenticator signs. Null for a host not allowed, and for plain http anywhere but
 * localhost (a browser offers no passkeys there).
 */
export function relyingPartyFor(pageOrigin: string | undefined, allowedHosts: readonly string[]) {
  if (!pageOrigin) return null;
  let url: URL;
  try {
    url = new URL(pageOrigin);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  const rpID = allowedHosts.find((allowed) => host === allowed || host.endsWith(`.${allowed}`));
  if (!rpID) return null;
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && rpID === 'localhost')) return null;
  return { rpID, origin: url.origin } satisfies RelyingParty;
}

/** The host list of PASSKEY_HOSTS (comma separated), or the defaults of the environment. */
export function readPasskeyHosts(raw: string | undefined, production: boolean): readonly string[] {
  const listed = (raw ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  if (listed.length > 0) return listed;
  return production ? PRODUCTION_PASSKEY_HOSTS : DEV_PASSKEY_HOSTS;
}

/**
 * The signature counter (WebAuthn §6.1.1): an authenticator that counts must count up. A counter
 * at or below the stored one (when either is not zero) means a cloned key: the sign-in is refused.
 * Passkeys synced between devices always answer 0, and are taken.
 */
export const counterAccepted = (stored: number, received: number) =>
  (stored === 0 && received === 0) || received > stored;

/** A passkey's name as typed: trimmed, at most PASSKEY_NAME_MAX characters. */
export const passkeyName = (typed: string) => typed.trim().slice(0, PASSKEY_NAME_MAX);

/** The client data a browser hands the authenticator (base64url JSON): what it says of the ceremony. */
export type ClientData = { type: string; challenge: string; origin: string };

export function readClientData(clientDataJSON: string): ClientData | null {
  try {
    const text = new TextDecoder().decode(fromBase64Url(clientDataJSON));
    const parsed = JSON.parse(text) as Partial<ClientData>;
    if (typeof parsed.type !== 'string' || typeof parsed.challenge !== 'string') return null;
    if (typeof parsed.origin !== 'string') return null;
    return { type: parsed.type, challenge: parsed.challenge, origin: parsed.origin };
  } catch {
    return null;
  }
}

export function fromBase64Url(value: string): Uint8Array {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A new random challenge (32 bytes, base64url), as the options carry it. */
export const newChallenge = () => toBase64Url(crypto.getRandomValues(new Uint8Array(32)));

/** What a refused passkey call answers, on the server and in the mocks. */
export type PasskeyRefusal = { status: 400 | 404 | 409; code: ErrorCode; message: string };

/** The page is not on a host of the allow-list: no relying party to register with or sign in to. */
export const passkeyHostNotAllowed: PasskeyRefusal = {
  status: 400,
  code: 'VALIDATION_FAILED',
  message: 'Passkeys work only on the Lancer sites.',
};

/**
 * The authenticator's answer was not accepted: an unknown, used or old challenge, another origin
 * or relying party, a bad signature, an unknown passkey or a counter that went back.
 */
export const passkeyRefused: PasskeyRefusal = {
  status: 400,
  code: 'VALIDATION_FAILED',
  message: 'This passkey was not accepted. Try again or sign in another way.',
};

export const passkeyAlreadyAdded: PasskeyRefusal = {
  status: 409,
  code: 'CONFLICT',
  message: 'This passkey is on the account already.',
};

export const tooManyPasskeys: PasskeyRefusal = {
  status: 409,
  code: 'CONFLICT',
  message: `An account keeps at most ${PASSKEYS_PER_ACCOUNT_MAX} passkeys. Remove one first.`,
};

export const passkeyNotFound: PasskeyRefusal = {
  status: 404,
  code: 'NOT_FOUND',
  message: 'No such passkey on this account.',
};
