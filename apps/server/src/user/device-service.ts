import { describeUserAgent } from '@lancer/api/rules/user-agent';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';

import { refreshTokens } from '../db/schema';
import { notFound } from '../http/errors';
import type { Services } from '../services';
import type { AuthUser } from './access-token';

/** A family is signed in while one of its tokens is neither spent, revoked nor expired. */
const live = sql<boolean>`bool_or(${refreshTokens.usedAt} is null and ${refreshTokens.revokedAt} is null and ${refreshTokens.expiresAt} > now())`;

/**
 * The user's signed-in sessions (decision 1020): one per refresh-token family, signed in when its
 * first token was issued, last used at its last refresh, described by the user agent at sign-in.
 */
export async function fetchSignedInDevices(services: Services, user: AuthUser) {
  const lastUsedAt = sql<Date>`max(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt);
  const rows = await services.db
    .select({
      id: refreshTokens.familyId,
      userAgent: sql<string>`max(${refreshTokens.userAgent})`,
      signedInAt: sql<Date>`min(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
      lastUsedAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, user.id))
    .groupBy(refreshTokens.familyId)
    .having(live)
    .orderBy(desc(lastUsedAt));
  return {
    devices: rows.map((row) => ({
      id: row.id,
      ...describeUserAgent(row.userAgent),
      signed_in_at: row.signedInAt.toISOString(),
      last_used_at: row.lastUsedAt.toISOString(),
      current: row.id === user.sessionId,
    })),
  };
}

/** Ends sessions of the user: the next refresh of each is refused (401). */
async function revoke(services: Services, userId: string, familyIds: string[]) {
  if (familyIds.length === 0) return;
  await services.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        inArray(refreshTokens.familyId, familyIds),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

export async function signOutDevice(services: Services, user: AuthUser, id: string) {
  const { devices } = await fetchSignedInDevices(services, user);
  // Another user's session never reaches here (ACCESS-MATRIX); one already ended is not found.
  if (!devices.some((device) => device.id === id)) throw notFound('Signed-in device');
  await revoke(services, user.id, [id]);
  return { ok: true as const };
}

/** Every session but the caller's (a token from before sessions were named ends them all). */
export async function signOutOtherDevices(services: Services, user: AuthUser) {
  const { devices } = await fetchSignedInDevices(services, user);
  const others = devices.filter((device) => !device.current).map((device) => device.id);
  await revoke(services, user.id, others);
  return { signed_out: others.length };
}
