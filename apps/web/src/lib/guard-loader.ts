import { redirect } from 'react-router-dom';

import { authStorage, useAuthStore } from './auth-store';
import { decideRoute } from './route-guard';

/** Runs the spec's route guard before a protected route renders (no flash of a forbidden page). */
export function guardLoader(required: readonly number[] | undefined) {
  return () => {
    const store = useAuthStore.getState();
    const decision = decideRoute({ required, storage: authStorage, currentRole: store.isLoggedIn ? store.role : null });
    if (decision.silentLogout) store.logout();
    if (decision.restored) {
      const stored = authStorage.readSignin();
      if (stored) store.restore(stored);
    }
    if (decision.kind === 'redirect') throw redirect(decision.to);
    return null;
  };
}
