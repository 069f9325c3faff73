import { and, count, eq, gt, lt } from 'drizzle-orm';

import type { Database } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { AppError } from '../http/errors';

/**
 * Counts hits per key in a sliding window (stored in the database so that several server
 * instances share the count) and refuses with 429 RATE_LIMITED once the limit is reached.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  limit: number,
  windowSeconds: number,
  what: string,
  message = `Too many sign-in attempts ${what}. Try again in ${Math.ceil(windowSeconds / 60)} minutes.`,
) {
  const since = new Date(Date.now() - windowSeconds * 1000);
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.at, since)));
  if ((row?.n ?? 0) >= limit) {
    throw new AppError(429, 'RATE_LIMITED', message);
  }
  await db.insert(rateLimitHits).values({ key });
  if (Math.random() < 0.01) await db.delete(rateLimitHits).where(lt(rateLimitHits.at, since));
}
