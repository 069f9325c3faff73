import { createApiClient } from '@lancer/api/client';

import { authStorage, useAuthStore } from './auth-store';
import { deviceId } from './device-id';
import { afterLogout, dropSessionMemory } from './session-end';
import { followOtherTabs } from './session-sync';
import { signedInChanged } from './use-signed-in';

/**
 * LOGOUT-EFFECTS, SESSION-END: the one logout of the app, for every path (the user menu, the sign-out
 * of /signin, the guard's silent logout, a refresh that fails, a logout in another tab). It clears the
 * tokens, the stored sign-in result and the user store, then drops what the session keeps in memory
 * (the query cache, the chat socket), and by default goes to /home/.
 */
export function logout({ redirect = true }: { redirect?: boolean } = {}) {
  useAuthStore.getState().logout();
  dropSessionMemory();
  signedInChanged();
  if (redirect) afterLogout.go();
}

/** The one API client of the web app: tokens from the spec's storage keys, logout on token errors. */
export const apiClient = createApiClient({
  baseUrl: '',
  getTokens: () => {
    const tokens = authStorage.readTokens();
    return tokens ? { access_token: tokens.accessToken, refresh_token: tokens.refreshToken } : null;
  },
  setTokens: (result) => useAuthStore.getState().signIn(result),
  onLogout: () => logout(),
  deviceId: () => deviceId(),
  validate: import.meta.env.DEV,
});

/**
 * A sign-out in another tab signs this one out; a sign-in there signs it in (decision 1023). Stops
 * when called: Storybook's flows, where every tab is its own mock world (decision 1141).
 */
export const stopFollowingOtherTabs =
  typeof window !== 'undefined' ? followOtherTabs({ logout: () => logout() }) : () => undefined;
