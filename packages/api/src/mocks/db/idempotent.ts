import { idempotencyReplayConflict } from '../../rules/idempotency';
import { MockHttpError } from './mock-http-error';
import type { MockDb } from './mock-db';

/**
 * Runs a mock money call once per (user, key), as the server's `once` does: the same call again
 * answers the first answer; the key sent with other arguments is refused (rules/idempotency.ts).
 */
export function onceMock<T>(
  db: MockDb,
  call: { userId: string; key: string; operation: string; args: Record<string, unknown> },
  run: () => T,
): T {
  const slot = `${call.userId}:${call.key}`;
  const stored = db.idempotency[slot];
  if (stored) {
    const conflict = idempotencyReplayConflict(stored, call);
    if (conflict) throw new MockHttpError(409, 'CONFLICT', conflict);
    return structuredClone(stored.response) as T;
  }
  const response = run();
  db.idempotency[slot] = {
    operation: call.operation,
    args: call.args,
    response: structuredClone(response),
  };
  return response;
}
