import { Secret, TOTP } from 'otpauth';

import type { ErrorCode } from '../errors';

/**
 * SECOND-FACTOR (issue 50, decision 1024): an authenticator app's codes (TOTP, RFC 6238: SHA-1,
 * 6 digits, 30 seconds, as every app reads them) and ten single-use recovery codes. The server and
 * the mocks both check codes here.
 */

const PERIOD_SECONDS = 30;
const ISSUER = 'Lancer';
/** A code of the step before or after is still taken: a phone's clock a little off still signs in. */
const STEP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** How long a sign-in waits for its second factor after the password or email code (seconds). */
export const FACTOR_TICKET_TTL_SECONDS = 10 * 60;

/** A new random TOTP key (160 bits), in the base32 an authenticator app takes when typed. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), period: PERIOD_SECONDS });

/** The otpauth:// address the QR code carries: issuer Lancer, the account's email as label. */
export const totpUri = (secret: string, email: string) => totpOf(secret, email).toString();

/** The code an authenticator app shows now (or at `timestamp`, in milliseconds). */
export const totpCode = (secret: string, timestamp = Date.now()) => totpOf(secret).generate({ timestamp });

/** A TOTP code is six digits; anything else typed at the factor step is tried as a recovery code. */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code.trim());

/**
 * The time step a right code belongs to, or null. A code of a step at or before `lastUsedStep`
 * is refused: a code seen once (over a shoulder, in a log) does not sign in again.
 */
export function acceptedTotpStep(
  secret: string,
  code: string,
  lastUsedStep: number | null,
  timestamp = Date.now(),
): number | null {
  const delta = totpOf(secret).validate({ token: code.trim(), window: STEP_WINDOW, timestamp });
  if (delta === null) return null;
  const step = TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}

/** 32 letters and digits, without l, o, 0 and 1 that read alike. */
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** Ten codes like `k7m2p-x9qrt` (50 bits each): shown once, stored hashed, each good once. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT) {
  return Array.from({ length: count }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(10));
    const chars = Array.from(bytes, (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** A recovery code as typed (any case, spaces, with or without the dash) in its stored form. */
export const normalizeRecoveryCode = (code: string) => {
  const letters = code.toLowerCase().replace(/[^a-z0-9]/g, '');
  return letters.length === 10 ? `${letters.slice(0, 5)}-${letters.slice(5)}` : letters;
};

/** What a refused factor code answers: the status, code, message and fields, on the server and in the mocks. */
export type FactorRefusal = {
  status: 400 | 409;
  code: ErrorCode;
  message: string;
  fields: Record<string, string>;
};

/**
 * A wrong factor code: the message, and `tries_left` as a field a screen words in its language,
 * counted by the "factor" limit (per account and address); null when nothing counts.
 */
export function wrongFactorCode(triesLeft: number | null): FactorRefusal {
  const left = triesLeft === null ? '' : triesLeft === 1 ? ' 1 try left.' : ` ${triesLeft} tries left.`;
  const message = `Wrong code.${left}`;
  return {
    status: 400,
    code: 'INVALID_AUTH_CODE',
    message,
    fields: { code: message, ...(triesLeft === null ? {} : { tries_left: String(triesLeft) }) },
  };
}

/** The ticket of a half-done sign-in is unknown, used, expired or not this email's. */
export const factorTicketExpired: FactorRefusal = {
  status: 400,
  code: 'VALIDATION_FAILED',
  message: 'This sign-in has expired. Start again.',
  fields: { factor_ticket: 'This sign-in has expired. Start again.' },
};

/** Confirming a key that was never started (or was confirmed already). */
export const noPendingSetup: FactorRefusal = {
  status: 409,
  code: 'CONFLICT',
  message: 'Start setting up the authenticator app again.',
  fields: {},
};

/** Starting a setup, while the factor is on: turn it off first. */
export const factorAlreadyOn: FactorRefusal = {
  status: 409,
  code: 'CONFLICT',
  message: 'The authenticator app is on already. Turn it off first.',
  fields: {},
};

/** Regenerating codes or turning off a factor that is not on. */
export const factorNotOn: FactorRefusal = {
  status: 409,
  code: 'CONFLICT',
  message: 'No authenticator app is on for this account.',
  fields: {},
};
