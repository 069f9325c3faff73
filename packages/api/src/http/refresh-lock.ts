/** The Web Lock every tab of the origin takes to refresh the tokens (decision 1022). */
export const REFRESH_LOCK_NAME = 'lancer-token-refresh';

/** Runs `task` while holding the refresh lock: one tab refreshes at a time. */
export type RefreshLock = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * The browser's Web Lock, shared by every tab and worker of the origin; null where the Locks API
 * is missing (an old browser, a page not served securely, Node): the client's own single flight
 * is then all there is.
 */
export function webRefreshLock(): RefreshLock | null {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (typeof locks?.request !== 'function') return null;
  // The lock's promise settles as the task's (its typing nests the promise).
  return <T>(task: () => Promise<T>) =>
    locks.request(REFRESH_LOCK_NAME, task) as Promise<Awaited<T>> as Promise<T>;
}
