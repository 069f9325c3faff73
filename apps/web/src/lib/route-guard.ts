import { roleAllows } from '@lancer/api/constants';

import type { AuthStorage } from './auth-storage';

export type GuardDecision =
  | { kind: 'allow'; silentLogout: boolean; restored: boolean }
  | { kind: 'redirect'; to: string; silentLogout: boolean; restored: boolean };

/**
 * Route guard (GUARD-SILENT-LOGOUT, GUARD-RESTORE, GUARD-ROLES). No stored sign-in and not logged out: a silent logout. A stored
 * sign-in whose logged-in flag is not 1: restore it. Then allow when the route needs no role,
 * lists NONE, or shares a bit with the current role; otherwise go to /home.
 */
export function decideRoute(input: {
  required: readonly number[] | undefined;
  storage: AuthStorage;
  currentRole: number | null;
}): GuardDecision {
  const stored = input.storage.readSignin();
  const silentLogout = !stored && !input.storage.hasLoggedOut();
  const restored = !!stored && !input.storage.isLoggedInFlagSet();
  const role = stored ? (input.currentRole ?? stored.role) : 0;
  if (roleAllows(input.required, role)) return { kind: 'allow', silentLogout, restored };
  return { kind: 'redirect', to: '/home', silentLogout, restored };
}
