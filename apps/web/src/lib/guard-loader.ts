import { redirect, type RouteObject } from 'react-router-dom';

/**
 * Runs the spec's route guard before a protected route renders (no flash of a forbidden page).
 * The store and the guard load on demand, keeping them (and the contract's zod schemas) out of a
 * first visit to a public page.
 */
function guardLoader(required: readonly number[] | undefined) {
  return async () => {
    const [{ authStorage, useAuthStore }, { decideRoute }, { logout }] = await Promise.all([
      import('./auth-store'),
      import('./route-guard'),
      import('./api-client'),
    ]);
    const store = useAuthStore.getState();
    const decision = decideRoute({
      required,
      storage: authStorage,
      currentRole: store.isLoggedIn ? store.role : null,
    });
    // GUARD-SILENT-LOGOUT is a logout like any other: nothing of the last account stays (SESSION-END).
    if (decision.silentLogout) logout({ redirect: false });
    if (decision.restored) {
      const stored = authStorage.readSignin();
      if (stored) store.restore(stored);
    }
    if (decision.kind === 'redirect') throw redirect(decision.to);
    return null;
  };
}

/**
 * The guard of the routes inside a layout (GUARD-EACH-ROUTE): a layout's loader alone runs
 * when the layout is entered, not when moving between its pages, so it is told to run again on
 * every navigation. It reads the store and local storage only: no call to the server.
 */
export function guardedLayout(
  required: readonly number[] | undefined,
): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  return { loader: guardLoader(required), shouldRevalidate: () => true };
}
