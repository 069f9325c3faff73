import { createConnection } from 'node:net';

import { createScratchDatabase } from './postgres';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export const redisUp = () =>
  new Promise<boolean>((resolve) => {
    const url = new URL(REDIS_URL);
    const socket = createConnection({ host: url.hostname, port: Number(url.port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

/**
 * What two instances behind a load balancer share: a throwaway PostgreSQL database and the local
 * Redis; or why the test is skipped (either is not running), after a warning naming `what`.
 */
export async function sharedBackends(
  what: string,
): Promise<{ url: string; drop: () => Promise<void> } | { skip: string }> {
  const scratch = (await redisUp())
    ? await createScratchDatabase()
    : { skip: `Redis not reachable at ${REDIS_URL}` };
  if ('skip' in scratch) console.warn(`skipping ${what}: ${scratch.skip}`);
  return scratch;
}
