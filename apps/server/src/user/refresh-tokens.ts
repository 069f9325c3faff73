import { and, eq, gt, isNull, ne } from 'drizzle-orm';

import type { Database, Executor } from '../db/client';
import { refreshTokens } from '../db/schema';
import { AppError } from '../http/errors';
import { newId, randomToken, sha256 } from '../lib/ids';

const invalid = (message: string) => new AppError(401, 'REFRESH_TOKEN_INVALID', message);

/** How refresh tokens live: their lifetime, and the grace for a just-rotated one (decision 1021). */
export type RefreshTokenPolicy = { ttlSeconds: number; reuseGraceSeconds: number };

/** A session is a refresh-token family: one sign-in on one device, carried along every rotation. */
export type SessionOrigin = { familyId?: string; userAgent?: string };

/** Issues a refresh token (stored hashed) in a family; a new sign-in starts a new family. */
export async function issueRefreshToken(
  db: Executor,
  userId: string,
  ttlSeconds: number,
  { familyId = newId(), userAgent = '' }: SessionOrigin = {},
) {
  const token = randomToken(32);
  await db.insert(refreshTokens).values({
    id: newId(),
    userId,
    familyId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    userAgent,
  });
  return { token, familyId };
}

async function usedAtOf(db: Database, id: string) {
  const [row] = await db
    .select({ usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, id))
    .limit(1);
  return row?.usedAt ?? null;
}

/**
 * A spent token presented again is let through when it was spent less than the grace ago and it
 * is still the family's last spent token (only the previous token, as Auth0's reuse interval:
 * once a token issued after it has been spent too, presenting it is reuse).
 */
async function isWithinGrace(
  db: Database,
  token: { id: string; familyId: string },
  usedAt: Date,
  graceSeconds: number,
) {
  if (Date.now() - usedAt.getTime() > graceSeconds * 1000) return false;
  const [later] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, token.familyId),
        ne(refreshTokens.id, token.id),
        gt(refreshTokens.usedAt, usedAt),
      ),
    )
    .limit(1);
  return !later;
}

/**
 * Rotates: the presented token is spent and a new one of the same family is issued. A spent token
 * presented again within the grace (another tab refreshing at the same moment) gets a new token of
 * the family too; after the grace it is reuse (a stolen token): the whole family is revoked.
 */
export async function rotateRefreshToken(db: Database, token: string, policy: RefreshTokenPolicy) {
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
    const usedAt = row.usedAt ?? (await usedAtOf(db, row.id));
    if (!usedAt || !(await isWithinGrace(db, row, usedAt, policy.reuseGraceSeconds))) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(eq(refreshTokens.familyId, row.familyId));
      throw invalid(
        'The refresh token was already used; every session of this sign-in was ended. Sign in again',
      );
    }
  }
  const next = await issueRefreshToken(db, row.userId, policy.ttlSeconds, {
    familyId: row.familyId,
    userAgent: row.userAgent,
  });
  return { userId: row.userId, ...next };
}
