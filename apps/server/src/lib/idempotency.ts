import { and, eq } from 'drizzle-orm';

import type { Database, Executor } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { pgErrorCode } from '../http/error-handler';
import { conflict } from '../http/errors';

/**
 * Runs a money change once per (user, key): inside one transaction with the key's row, so either
 * both are saved or neither. A repeated key answers the first call's stored response.
 */
export async function once<T>(
  db: Database,
  input: { userId: string; key: string; operation: string },
  run: (tx: Executor) => Promise<T>,
): Promise<T> {
  const stored = async () => {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, input.userId), eq(idempotencyKeys.key, input.key)));
    if (row && row.operation !== input.operation)
      throw conflict('This idempotency key was already used for another call');
    return row;
  };
  const previous = await stored();
  if (previous) return previous.response as T;
  try {
    return await db.transaction(async (tx) => {
      const response = await run(tx);
      await tx.insert(idempotencyKeys).values({ ...input, response: response as object });
      return response;
    });
  } catch (error) {
    // Two calls with one key at the same time: the loser answers what the winner saved.
    if (pgErrorCode(error) === '23505') {
      const winner = await stored();
      if (winner) return winner.response as T;
    }
    throw error;
  }
}
