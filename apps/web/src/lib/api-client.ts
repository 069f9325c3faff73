import { createApiClient } from '@lancer/api/client';

import { paths } from '../config/paths';
import { authStorage, useAuthStore } from './auth-store';

/** LOGOUT-EFFECTS: logout clears the session and by default goes to /home/. */
export function logout({ redirect = true }: { redirect?: boolean } = {}) {
  useAuthStore.getState().logout();
  if (redirect) window.location.assign(paths.home.getHref());
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
