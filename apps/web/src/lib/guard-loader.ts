import { redirect } from 'react-router-dom';

/**
 * Runs the spec's route guard before a protected route renders (no flash of a forbidden page).
 * The store and the guard load on demand, keeping them (and the contract's zod schemas) out of a
 * first visit to a public page.
 */
export function guardLoader(required: readonly number[] | undefined) {
  return async () => {
    const [{ authStorage, useAuthStore }, { decideRoute }] = await Promise.all([
      import('./auth-store'),
      import('./route-guard'),
    ]);
    const store = useAuthStore.getState();
    const decision = decideRoute({
      required,
      storage: authStorage,
      currentRole: store.isLoggedIn ? store.role : null,
    });
    if (decision.silentLogout) store.logout();
    if (decision.restored) {
      const stored = authStorage.readSignin();
      if (stored) store.restore(stored);
    }
    if (decision.kind === 'redirect') throw redirect(decision.to);
    return null;
  };
}
