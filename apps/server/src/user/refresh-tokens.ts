import { and, eq, isNull } from 'drizzle-orm';

import type { Database } from '../db/client';
import { refreshTokens } from '../db/schema';
import { AppError } from '../http/errors';
import { newId, randomToken, sha256 } from '../lib/ids';

const invalid = (message: string) => new AppError(401, 'REFRESH_TOKEN_INVALID', message);

/** Issues a refresh token (stored hashed) in a family; a new sign-in starts a new family. */
export async function issueRefreshToken(
  db: Database,
  userId: string,
  ttlSeconds: number,
  familyId = newId(),
) {
  const token = randomToken(32);
  await db.insert(refreshTokens).values({
    id: newId(),
    userId,
    familyId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

/**
 * Rotates: the presented token is spent and a new one of the same family is issued. Presenting a
 * spent token again is reuse (a stolen token): the whole family is revoked.
 */
export async function rotateRefreshToken(db: Database, token: string, ttlSeconds: number) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  if (!row) throw invalid('The refresh token is not valid; sign in again');
  if (row.revokedAt) throw invalid('The refresh token was revoked; sign in again');
  if (row.expiresAt.getTime() < Date.now()) throw invalid('The refresh token expired; sign in again');
  const spent = row.usedAt
    ? []
    : await db
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
  if (spent.length === 0) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.familyId, row.familyId));
    throw invalid(
      'The refresh token was already used; every session of this sign-in was ended. Sign in again',
    );
  }
  return { userId: row.userId, token: await issueRefreshToken(db, row.userId, ttlSeconds, row.familyId) };
}
