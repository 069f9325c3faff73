import { signinResultSchema, type SigninResult } from '@lancer/api/schemas/signin';

import { storageKeys } from './storage-keys';

export type Tokens = { accessToken: string; refreshToken: string };

export function createAuthStorage(storage: Storage) {
  return {
    readSignin(): SigninResult | null {
      const raw = storage.getItem(storageKeys.signinResult);
      if (!raw) return null;
      try {
        const parsed = signinResultSchema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    readTokens(): Tokens | null {
      const accessToken = storage.getItem(storageKeys.accessToken);
      const refreshToken = storage.getItem(storageKeys.refreshToken);
      return accessToken && refreshToken ? { accessToken, refreshToken } : null;
    },
    writeSignin(result: SigninResult) {
      storage.setItem(storageKeys.identity, result.identity);
      storage.setItem(storageKeys.accessToken, result.access_token);
      storage.setItem(storageKeys.refreshToken, result.refresh_token);
      storage.setItem(storageKeys.signinResult, JSON.stringify(result));
      storage.setItem(storageKeys.loggedIn, '1');
      storage.setItem(storageKeys.loggedOut, '0');
    },
    writeTokens(tokens: Tokens) {
      storage.setItem(storageKeys.accessToken, tokens.accessToken);
      storage.setItem(storageKeys.refreshToken, tokens.refreshToken);
    },
    isLoggedInFlagSet: () => storage.getItem(storageKeys.loggedIn) === '1',
    markLoggedIn: () => storage.setItem(storageKeys.loggedIn, '1'),
    hasLoggedOut: () => storage.getItem(storageKeys.loggedOut) === '1',
    /** Logout: clears the tokens and the stored sign-in result, marks the user as logged out. */
    clear() {
      for (const key of [
        storageKeys.identity,
        storageKeys.accessToken,
        storageKeys.refreshToken,
        storageKeys.signinResult,
      ]) {
        storage.removeItem(key);
      }
      storage.setItem(storageKeys.loggedIn, '0');
      storage.setItem(storageKeys.loggedOut, '1');
    },
  };
}

export type AuthStorage = ReturnType<typeof createAuthStorage>;
