import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { Services } from '../services';
import { RETRY_AFTER_SECONDS } from './error-handler';

const READY_DB_TIMEOUT_MS = 2_000;

/** What the process is doing; main.ts sets `draining` on SIGTERM. */
export type Lifecycle = { draining: boolean };

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref(),
    ),
  ]);

/**
 * Health: the process is up and serving (a load balancer restarts it when this fails).
 * Readiness: it can do its work now: the database answers, Redis answers when configured, and it
 * is not draining for a shutdown (a load balancer sends it traffic only while this is 200).
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  services: Services,
  options: { lifecycle: Lifecycle; redisReady?: () => boolean },
) {
  app.get('/api/health', async () => ({ ok: true }));

  app.get('/api/ready', async (_request, reply) => {
    const database = await within(services.db.execute(sql`SELECT 1`), READY_DB_TIMEOUT_MS).then(
      () => 'up' as const,
      () => 'down' as const,
    );
    const redis = options.redisReady ? (options.redisReady() ? 'up' : 'down') : 'not configured';
    const draining = options.lifecycle.draining;
    const ready = database === 'up' && redis !== 'down' && !draining;
    if (!ready) void reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
    return { ready, database, redis, draining };
  });
}
