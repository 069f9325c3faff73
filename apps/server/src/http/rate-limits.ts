import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import {
  limitNames,
  limitSubjects,
  rateLimitMessage,
  type LimitName,
  type LimitRules,
  type LimitSubject,
} from '@lancer/api/rules/rate-limits';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';

import { AppError } from './errors';

/** Who a limited call is about, besides the client's address. */
type LimitedCall = { userId?: string | undefined; email?: string | undefined; tokenId?: string | undefined };

export type RateLimits = {
  /**
   * Counts the call once per subject of its limit (email, user, address), atomically in the
   * store; sets the x-ratelimit-* headers of the tightest count, and over a limit throws 429
   * RATE_LIMITED with Retry-After.
   */
  check(request: FastifyRequest, reply: FastifyReply, name: LimitName, call: LimitedCall): Promise<void>;
  close(): Promise<void>;
};

type CreateRateLimit = FastifyInstance['createRateLimit'];
type Counter = ReturnType<CreateRateLimit>;
type Count = Exclude<Awaited<ReturnType<Counter>>, { isAllowed: true }>;

/**
 * @fastify/rate-limit in a scope of its own: its createRateLimit over one store (Redis, or the
 * process' memory), with no hook on any route (the operations call `check`).
 */
async function storeCounters(app: FastifyInstance, redis: Redis | undefined, nameSpace: string) {
  let create: CreateRateLimit | undefined;
  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false, cache: 10_000, nameSpace, ...(redis ? { redis } : {}) });
    create = scope.createRateLimit;
  });
  return create!;
}

/** The Redis connection of the counts: fails fast while Redis is away, reconnects on its own. */
async function connectRedis(url: string, log: FastifyBaseLogger) {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times: number) => Math.min(200 * times, 2_000),
  });
  let warned = false;
  redis.on('error', (error: Error) => {
    if (!warned)
      log.warn({ err: error }, 'Redis unreachable for rate limits; counting in this process meanwhile');
    warned = true;
  });
  redis.on('ready', () => (warned = false));
  // The start waits a moment for the first connection (counts are shared from the first call),
  // never longer: an instance starts without Redis and counts on its own until it is back.
  const connected = redis.connect().catch(() => {});
  const timeout = new Promise((resolve) => setTimeout(resolve, 2_000).unref());
  await Promise.race([connected, timeout]);
  return redis;
}

/**
 * Limits that hold (decision 1010): with REDIS_URL every instance counts in the same Redis keys
 * (an INCR and its expiry in one script), otherwise in this process' memory. While Redis is away
 * each instance counts on its own rather than letting every call through or failing it.
 */
export async function createRateLimits(
  app: FastifyInstance,
  options: { rules: LimitRules; redisUrl: string | undefined; namespace: string; log: FastifyBaseLogger },
): Promise<RateLimits> {
  const redis = options.redisUrl ? await connectRedis(options.redisUrl, options.log) : undefined;
  const shared = await storeCounters(app, redis, options.namespace);
  const local = redis ? await storeCounters(app, undefined, options.namespace) : undefined;
  const subjects = new WeakMap<FastifyRequest, Partial<Record<LimitSubject, string>>>();

  const counters = Object.fromEntries(
    limitNames.map((name) => {
      const rule = options.rules[name];
      const perSubject = limitSubjects.flatMap((subject) => {
        const max = rule.per[subject];
        if (max === undefined) return [];
        const settings = {
          max,
          timeWindow: rule.windowSeconds * 1000,
          keyGenerator: (request: FastifyRequest) => `${name}:${subject}:${subjects.get(request)?.[subject]}`,
        };
        return [{ subject, shared: shared(settings), local: local?.(settings) }];
      });
      return [name, perSubject];
    }),
  ) as Record<LimitName, { subject: LimitSubject; shared: Counter; local: Counter | undefined }[]>;

  const count = async (counter: (typeof counters)[LimitName][number], request: FastifyRequest) => {
    try {
      return (await counter.shared(request)) as Count;
    } catch (error) {
      if (!counter.local) throw error;
      return (await counter.local(request)) as Count;
    }
  };

  return {
    async check(request, reply, name, call) {
      const values: Partial<Record<LimitSubject, string>> = {
        email: call.email?.trim().toLowerCase() || undefined,
        user: call.userId,
        token: call.tokenId,
        address: normalizeIP(request.ip),
      };
      subjects.set(request, values);
      const counts = await Promise.all(
        counters[name]
          .filter((counter) => values[counter.subject])
          .map(async (counter) => ({ subject: counter.subject, count: await count(counter, request) })),
      );
      const over = counts.filter(({ count }) => count.isExceeded);
      // Over a limit: the longest wait; otherwise the count with the fewest calls left.
      const shown = over.length
        ? over.reduce((a, b) => (b.count.ttl > a.count.ttl ? b : a))
        : counts.reduce<(typeof counts)[number] | undefined>(
            (a, b) => (!a || b.count.remaining < a.count.remaining ? b : a),
            undefined,
          );
      if (!shown) return;
      const { max, remaining, ttlInSeconds } = shown.count;
      void reply.header('x-ratelimit-limit', max);
      void reply.header('x-ratelimit-remaining', remaining);
      void reply.header('x-ratelimit-reset', ttlInSeconds);
      if (!over.length) return;
      void reply.header('retry-after', ttlInSeconds);
      throw new AppError(429, 'RATE_LIMITED', rateLimitMessage(name, shown.subject, ttlInSeconds));
    },
    async close() {
      redis?.disconnect();
    },
  };
}
