import { errors, jwtVerify, SignJWT } from 'jose';

import { AppError } from '../http/errors';

/**
 * `sessionId`: the refresh-token family the token was issued in (its `sid` claim), when it has one.
 * `issuedAt`: when the token was signed (ms; its `iat` claim), read by SESSION-REVOKED.
 */
export type AuthUser = {
  id: string;
  role: number;
  sessionId?: string;
  issuedAt?: number;
  /** Set when the caller sent a personal access token (decision 1807): its id and scopes. */
  personalToken?: { id: string; scopes: string[] };
};

/** Tokens already verified, kept so that each request with the same token skips the HMAC. */
const VERIFIED_CACHE_SIZE = 10_000;

const expired = () => new AppError(401, 'ACCESS_TOKEN_EXPIRED', 'Your session expired; refresh the token');

/**
 * Short-lived access tokens: HS256 JWTs carrying the user id and role. One by one they are not
 * revocable (sign-out and reuse detection revoke refresh tokens; a suspension refuses all of a
 * user's tokens issued before it, http/session-ends.ts), so a token's signature, once checked, stays
 * valid until its `exp`: a verified token is remembered (bounded; only valid tokens get in) and
 * a later request with the same string only re-checks the expiry.
 */
export function createAccessTokens(secret: string, ttlSeconds: number) {
  const raw = new TextEncoder().encode(secret);
  // Imported once: jose would import a raw Uint8Array secret again on every call.
  const key = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  const verified = new Map<string, { user: AuthUser; exp: number }>();
  return {
    ttlSeconds,
    sign: async (user: AuthUser) =>
      new SignJWT(user.sessionId ? { role: user.role, sid: user.sessionId } : { role: user.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        // To the millisecond: a token signed just after a revocation must not look older than it.
        .setIssuedAt(Date.now() / 1000)
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(await key),
    /** Throws ACCESS_TOKEN_EXPIRED or TOKEN_SIGNATURE_INVALID (both 401). */
    verify: async (token: string): Promise<AuthUser> => {
      const known = verified.get(token);
      if (known) {
        // The same rule as jose's: expired once the current second reaches `exp`.
        if (known.exp <= Math.floor(Date.now() / 1000)) {
          verified.delete(token);
          throw expired();
        }
        return known.user;
      }
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.role !== 'number' ||
          typeof payload.exp !== 'number'
        ) {
          throw new Error('claims');
        }
        const user: AuthUser = { id: payload.sub, role: payload.role, issuedAt: (payload.iat ?? 0) * 1000 };
        if (typeof payload.sid === 'string') user.sessionId = payload.sid;
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, { user, exp: payload.exp });
        return user;
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw expired();
        throw new AppError(401, 'TOKEN_SIGNATURE_INVALID', 'The access token is not valid; sign in again');
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
