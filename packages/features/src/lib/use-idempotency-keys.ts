import { useRef } from 'react';

/**
 * One idempotency key per intent (e.g. "fund milestone-2 by card"), kept until the call succeeds:
 * a double click or a retry after a failure sends the same key, so the server moves money once
 * (docs/decisions/0500-deliver-finished-projects-and-money-keys.md).
 */
export function useIdempotencyKeys() {
  const keys = useRef(new Map<string, string>());
  return {
    keyFor(intent: string) {
      let key = keys.current.get(intent);
      if (!key) {
        key = crypto.randomUUID();
        keys.current.set(intent, key);
      }
      return key;
    },
    settle(intent: string) {
      keys.current.delete(intent);
    },
  };
}
