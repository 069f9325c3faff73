import { and, eq } from 'drizzle-orm';

import { idempotencyReplayConflict } from '@lancer/api/rules/idempotency';

import type { Database, Executor } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { conflict } from './errors';

/**
 * Runs a money change once per (user, key): inside one transaction with the key's row, so either
 * both are saved or neither. A repeated key with the same arguments answers the first call's stored
 * response; with other arguments (another milestone, another method) it is refused with 409
 * (rules/idempotency.ts).
 */
export async function once<T>(
  db: Database,
  input: { userId: string; key: string; operation: string; args: Record<string, unknown> },
  run: (tx: Executor) => Promise<T>,
): Promise<T> {
  const { args, ...row } = input;
  const stored = async () => {
    const [found] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, input.userId), eq(idempotencyKeys.key, input.key)));
    if (!found) return null;
    const refused = idempotencyReplayConflict(
      { operation: found.operation, args: found.arguments },
      { operation: input.operation, args },
    );
    if (refused) throw conflict(refused);
    return found;
  };
  const previous = await stored();
  if (previous) return previous.response as T;
  // The key's row is claimed first, in the transaction: a concurrent call with the same key waits
  // on it (PostgreSQL) or finds it committed (PGlite), and then answers what the first call saved,
  // instead of running the change again and failing on the state the first one left.
  const outcome = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ ...row, arguments: args, response: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) return { replay: true as const };
    const response = await run(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: response as object })
      .where(and(eq(idempotencyKeys.userId, input.userId), eq(idempotencyKeys.key, input.key)));
    return { replay: false as const, response };
  });
  if (!outcome.replay) return outcome.response;
  const winner = await stored();
  if (!winner) throw conflict('This payment is being processed; try again in a moment');
  return winner.response as T;
}
