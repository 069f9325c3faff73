import { createApiClient } from '@lancer/api/client';

import { paths } from '../config/paths';
import { authStorage, useAuthStore } from './auth-store';

/**
 * Where logout sends the browser: a full load of /home/. Storybook's flows run the app in a memory
 * router inside the story's frame, which must not be navigated away; they point this at their router.
 */
export const afterLogout = { go: () => window.location.assign(paths.home.getHref()) };

/** LOGOUT-EFFECTS: logout clears the session and by default goes to /home/. */
export function logout({ redirect = true }: { redirect?: boolean } = {}) {
  useAuthStore.getState().logout();
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
  validate: import.meta.env.DEV,
});
