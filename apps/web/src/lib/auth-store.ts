import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

import { Role } from '@lancer/api/constants';
import type { SigninResult } from '@lancer/api/schemas/signin';
import type { UserProfile } from '@lancer/api/schemas/user';

import { createAuthStorage } from './auth-storage';

/** The build's prerender (Node, decision 0702) has no local storage: nobody is signed in there. */
const noStorage: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};

export const authStorage = createAuthStorage(typeof window === 'undefined' ? noStorage : window.localStorage);

type AuthState = {
  role: number;
  identity: string | null;
  /** Epoch ms when the access token expires. */
  expiresAt: number | null;
  profile: UserProfile | null;
  isLoggedIn: boolean;
  signIn: (result: SigninResult) => void;
  restore: (result: SigninResult) => void;
  setProfile: (profile: UserProfile | null) => void;
  logout: () => void;
};

const signedOut = { role: Role.NONE, identity: null, expiresAt: null, profile: null, isLoggedIn: false };

/** The user store (profile and auth state), persisted as the spec asks. Tokens live in their own keys. */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...signedOut,
      signIn(result) {
        authStorage.writeSignin(result);
        set({
          role: result.role,
          identity: result.identity,
          expiresAt: Date.now() + result.expires_in * 1000,
          isLoggedIn: true,
        });
      },
      restore(result) {
        authStorage.markLoggedIn();
        set({ role: result.role, identity: result.identity, isLoggedIn: true });
      },
      setProfile: (profile) => set({ profile, ...(profile ? { role: profile.role } : {}) }),
      logout() {
        authStorage.clear();
        set(signedOut);
      },
    }),
    {
      name: 'lancer-user-store',
      storage: createJSONStorage(() => window.localStorage),
      partialize: ({ role, identity, expiresAt, profile, isLoggedIn }) => ({
        role,
        identity,
        expiresAt,
        profile,
        isLoggedIn,
      }),
    },
  ),
);
