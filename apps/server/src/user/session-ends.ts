import { randomUUID } from 'node:crypto';

import { activeSuspension, type Suspension } from '@lancer/api/rules/suspension';
import { and, gt, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Database } from '../db/client';
import { users } from '../db/schema';
import { openRedisChannel, type RedisChannel } from '../lib/redis-channel';

const CHANNEL = 'lancer:session-ends';

type Change = { from: string; userId: string; suspension: Suspension | null };

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

/**
 * Users whose sessions an administrator ended by suspending them (decision 1503). Access tokens
 * are not revocable and live up to 15 minutes, so each request's token is checked here, in memory,
 * without a query; refresh and sign-in read the users table. Every instance holds the same set
 * (decision 1520):
 * - read from the users table when the instance starts (a restart forgets nothing);
 * - a suspension or reinstatement decided on one instance is published through Redis, and the
 *   others apply it at once (their listeners close the user's chat sockets there too);
 * - while Redis is away a change reaches only the instance that made it: when the subscription is
 *   back the set is read again from the table, which also drops a reinstatement's stale entry.
 */
export async function createSessionEnds(options: {
  db: Database;
  redisUrl?: string;
  log?: FastifyBaseLogger;
}) {
  const ended = new Map<string, Suspension>();
  const listeners = new Set<(userId: string) => void>();
  const origin = randomUUID();

  const apply = ({ userId, suspension }: Omit<Change, 'from'>) => {
    if (!suspension) {
      ended.delete(userId);
      return;
    }
    ended.set(userId, suspension);
    for (const listener of listeners) listener(userId);
  };
  const reload = async () => {
    const active = await loadActive(options.db);
    ended.clear();
    for (const [userId, suspension] of active) ended.set(userId, suspension);
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
  const change = async (userId: string, suspension: Suspension | null) => {
    apply({ userId, suspension });
    await channel?.publish(JSON.stringify({ from: origin, userId, suspension } satisfies Change));
  };

  return {
    /** Ends every session of the user now, on every instance: their tokens are refused until the suspension ends. */
    end: (userId: string, suspension: Suspension) => change(userId, suspension),
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
    onEnd(listener: (userId: string) => void) {
      listeners.add(listener);
    },
    close: async () => {
      await channel?.close();
    },
  };
}
export type SessionEnds = Awaited<ReturnType<typeof createSessionEnds>>;
