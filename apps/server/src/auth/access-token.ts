import { errors, jwtVerify, SignJWT } from 'jose';

import { AppError } from '../http/errors';

export type AuthUser = { id: string; role: number };

/** Short-lived access tokens: HS256 JWTs carrying the user id and role. */
export function createAccessTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    sign: (user: AuthUser) =>
      new SignJWT({ role: user.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    /** Throws ACCESS_TOKEN_EXPIRED or TOKEN_SIGNATURE_INVALID (both 401). */
    verify: async (token: string): Promise<AuthUser> => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.role !== 'number') throw new Error('claims');
        return { id: payload.sub, role: payload.role };
      } catch (error) {
        if (error instanceof errors.JWTExpired) {
          throw new AppError(401, 'ACCESS_TOKEN_EXPIRED', 'Your session expired; refresh the token');
        }
        throw new AppError(401, 'TOKEN_SIGNATURE_INVALID', 'The access token is not valid; sign in again');
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
