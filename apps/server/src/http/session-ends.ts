import { randomUUID } from 'node:crypto';

import { activeSuspension, refuseRevokedToken, type Suspension } from '@lancer/api/rules/suspension';
import { and, gt, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '../db/client';
import { AppError } from './errors';
import { users } from '../db/schema';
import { openRedisChannel, type RedisChannel } from '../lib/redis-channel';
import type { AuthUser } from '../user/access-token';

const CHANNEL = 'lancer:session-ends';

/** SESSION-REVOKED (rules/suspension.ts refuseRevokedToken): the refusal of a token issued before its user's revocation. */
export const sessionRevoked = () => {
  const { status, code, message } = refuseRevokedToken(0, 1)!;
  return new AppError(status, code, message);
};

/** `revokedAt` (ms): the user's tokens issued before it are refused (SESSION-REVOKED). */
type Change = { from: string; userId: string; suspension: Suspension | null; revokedAt?: number };

/** The suspensions in force now, from the users table (the record that outlives every instance). */
async function loadActive(db: Database) {
  const rows = await db
    .select({ id: users.id, until: users.suspendedUntil, reason: users.suspensionReason })
    .from(users)
    .where(and(isNotNull(users.suspendedUntil), gt(users.suspendedUntil, new Date())));
  return rows.flatMap((row) => {
    const suspension = activeSuspension(row.until, row.reason);
    return suspension ? [[row.id, suspension] as const] : [];
  });
}

/** Revocations recent enough that a token issued before them can still be alive (younger than a token's life). */
async function loadRevoked(db: Database, tokenLifeMs: number) {
  const rows = await db
    .select({ id: users.id, at: users.sessionsRevokedAt })
    .from(users)
    .where(gt(users.sessionsRevokedAt, new Date(Date.now() - tokenLifeMs)));
  return rows.map((row) => [row.id, row.at!.getTime()] as const);
}

/**
 * Users whose sessions an administrator ended by suspending them (decision 1503). Access tokens
 * are not revocable one by one and live up to 15 minutes, so each request's token is checked here,
 * in memory, without a query; refresh and sign-in read the users table. A suspension also revokes
 * every token issued before it for good (SESSION-REVOKED: `sessions_revoked_at` on the user's row):
 * a reinstatement lifts the suspension, never the revocation, so only a new sign-in gets in. Every instance holds the same set
 * (decision 1520):
 * - read from the users table when the instance starts (a restart forgets nothing);
 * - a suspension or reinstatement decided on one instance is published through Redis, and the
 *   others apply it at once (their listeners close the user's chat sockets there too);
 * - while Redis is away a change reaches only the instance that made it: when the subscription is
 *   back the set is read again from the table, which also drops a reinstatement's stale entry.
 */
export async function createSessionEnds(options: {
  db: Database;
  /** How long an access token lives: a revocation older than that refuses nothing any more. */
  tokenLifeMs: number;
  redisUrl?: string;
  log?: FastifyBaseLogger;
}) {
  const ended = new Map<string, Suspension>();
  const revoked = new Map<string, number>();
  const listeners = new Set<(userId: string) => void>();
  const origin = randomUUID();

  const apply = ({ userId, suspension, revokedAt }: Omit<Change, 'from'>) => {
    if (revokedAt !== undefined) revoked.set(userId, Math.max(revoked.get(userId) ?? 0, revokedAt));
    if (!suspension) {
      ended.delete(userId);
      return;
    }
    ended.set(userId, suspension);
    for (const listener of listeners) listener(userId);
  };
  const reload = async () => {
    const [active, revocations] = await Promise.all([
      loadActive(options.db),
      loadRevoked(options.db, options.tokenLifeMs),
    ]);
    ended.clear();
    for (const [userId, suspension] of active) ended.set(userId, suspension);
    revoked.clear();
    for (const [userId, at] of revocations) revoked.set(userId, at);
  };
  await reload();

  let channel: RedisChannel | null = null;
  if (options.redisUrl) {
    channel = openRedisChannel(
      options.redisUrl,
      CHANNEL,
      (payload) => {
        const change = JSON.parse(payload) as Change;
        if (change.from !== origin) apply(change);
      },
      {
        log: options.log,
        onResubscribed: () => {
          reload().catch((error: unknown) =>
            options.log?.warn({ err: error }, 'reading the suspensions after Redis came back failed'),
          );
        },
      },
    );
  }
  /** Applied here at once (this instance's answer must already hold), then sent to the others. */
  const change = async (userId: string, suspension: Suspension | null, revokedAt?: number) => {
    apply({ userId, suspension, revokedAt });
    await channel?.publish(JSON.stringify({ from: origin, userId, suspension, revokedAt } satisfies Change));
  };

  return {
    /**
     * Ends every session of the user now, on every instance: their tokens are refused until the
     * suspension ends, and those issued before `revokedAt` (stored on the user's row) for good.
     */
    end: (userId: string, suspension: Suspension, revokedAt: Date) =>
      change(userId, suspension, revokedAt.getTime()),
    /** A reinstated user's new sessions are let through, on every instance. */
    lift: (userId: string) => change(userId, null),
    /** The suspension that refuses this user's tokens now, or null. */
    refusing(userId: string): Suspension | null {
      const suspension = ended.get(userId);
      if (!suspension) return null;
      const active = activeSuspension(suspension.until, suspension.reason);
      if (!active) ended.delete(userId);
      return active;
    },
    /** SESSION-REVOKED: whether this token was issued before its user's sessions were revoked. */
    revokes(user: AuthUser): boolean {
      const at = revoked.get(user.id);
      if (at === undefined) return false;
      if (Date.now() - at > options.tokenLifeMs) {
        revoked.delete(user.id);
        return false;
      }
      return refuseRevokedToken(user.issuedAt ?? 0, at) !== null;
    },
    onEnd(listener: (userId: string) => void) {
      listeners.add(listener);
    },
    close: async () => {
      await channel?.close();
    },
  };
}
export type SessionEnds = Awaited<ReturnType<typeof createSessionEnds>>;
