import { randomUUID } from 'node:crypto';

import type { UserProfile } from '@lancer/api/schemas/user';
import type { FastifyBaseLogger } from 'fastify';

import { shareAnswer } from '../http/shared-answers';
import { openRedisChannel, type RedisChannel } from '../lib/redis-channel';

/**
 * fetch-profile's answers, per user, in this process. Every write that changes a profile goes
 * through `changeProfile` (profile-writes.ts), which calls `invalidate` once the write is
 * committed: a read on this instance right after a write sees it.
 *
 * - A load that was under way when an invalidation came is not stored (it may have read the
 *   old row), and later readers do not join it.
 * - A stored profile is shared by every request that reads it and never changed: its JSON is made
 *   once and sent as it is to each reader (decision 1950).
 * - With Redis, invalidations are published so other instances drop the entry too (they see the
 *   write within the pub/sub delay, milliseconds); entries also expire after `ttlMs`, the bound
 *   on staleness if a message is lost or several instances share a database without Redis.
 */
export type ProfileCache = {
  read(userId: string, load: () => Promise<UserProfile>): Promise<UserProfile>;
  invalidate(userId: string): Promise<void>;
  close(): Promise<void>;
};

type Flight = { promise: Promise<UserProfile>; stale: boolean };

const CHANNEL = 'lancer:profile-invalidate';

export async function createProfileCache(options: {
  ttlMs: number;
  maxEntries?: number;
  redisUrl?: string;
  log?: FastifyBaseLogger;
}): Promise<ProfileCache> {
  const { ttlMs, maxEntries = 50_000 } = options;
  const entries = new Map<string, { profile: UserProfile; expiresAt: number }>();
  const flights = new Map<string, Flight>();
  const drop = (userId: string) => {
    entries.delete(userId);
    const flight = flights.get(userId);
    if (flight) {
      flight.stale = true;
      flights.delete(userId);
    }
  };
  const origin = randomUUID();
  let channel: RedisChannel | null = null;
  if (options.redisUrl) {
    channel = openRedisChannel(
      options.redisUrl,
      CHANNEL,
      (payload) => {
        const { from, userId } = JSON.parse(payload) as { from: string; userId: string };
        if (from !== origin) drop(userId);
      },
      // Invalidations sent while Redis was away never came: forget everything read before.
      { log: options.log, onResubscribed: () => entries.clear() },
    );
  }

  return {
    read(userId, load) {
      const hit = entries.get(userId);
      if (hit && hit.expiresAt > Date.now()) return Promise.resolve(hit.profile);
      const flying = flights.get(userId);
      if (flying) return flying.promise;
      const flight: Flight = { stale: false, promise: Promise.resolve(undefined as never) };
      flight.promise = (async () => {
        try {
          const profile = await load();
          if (!flight.stale && ttlMs > 0) {
            entries.delete(userId);
            if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
            entries.set(userId, { profile: shareAnswer(profile), expiresAt: Date.now() + ttlMs });
          }
          return profile;
        } finally {
          if (flights.get(userId) === flight) flights.delete(userId);
        }
      })();
      flights.set(userId, flight);
      return flight.promise;
    },
    async invalidate(userId) {
      drop(userId);
      if (!channel) return;
      // Not published (Redis away): the write is committed; other instances clear their entries
      // when Redis is back, and the TTL bounds the staleness until then.
      await channel.publish(JSON.stringify({ from: origin, userId }));
    },
    async close() {
      await channel?.close();
    },
  };
}
