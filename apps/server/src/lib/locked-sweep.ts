import type { DatabaseHandle } from '../db/client';

/**
 * Runs `sweep` under a PostgreSQL advisory lock taken without waiting: of several instances
 * sweeping at the same moment one does the work and the others skip this round (what the sweep
 * writes is claimed row by row anyway). Answers whether this instance swept.
 */
export function sweepLocked(database: DatabaseHandle, lockId: number, sweep: () => Promise<unknown>) {
  return database.session(async (exec) => {
    const [lock] = await exec(`SELECT pg_try_advisory_lock(${lockId}) AS got`);
    if (lock?.got !== true) return false;
    try {
      await sweep();
      return true;
    } finally {
      await exec(`SELECT pg_advisory_unlock(${lockId})`);
    }
  });
}

/**
 * Calls `sweep` every `intervalMs` (0 turns it off), never two at once in this process, errors to
 * `onError`; the timer does not keep the process alive. Answers the stop, which waits for a sweep
 * under way.
 */
export function sweepEvery(
  intervalMs: number,
  sweep: () => Promise<unknown>,
  onError: (error: unknown) => void,
) {
  if (intervalMs <= 0) return async () => {};
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweep()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
