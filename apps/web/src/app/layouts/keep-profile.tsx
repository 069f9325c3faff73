import { useEffect } from 'react';

import { useFetchProfile } from '@lancer/api/user/fetch-profile';

import { useAuthStore } from '../../lib/auth-store';

/**
 * Keeps the profile the server answers in the user store (STORAGE-KEYS: profile and auth state),
 * and with it the role the guard decides the next navigation by (GUARD-EACH-ROUTE). The user
 * box asks for the same profile: this adds no call. A late answer after a logout is not kept.
 */
export function KeepProfile() {
  const profile = useFetchProfile().data;
  useEffect(() => {
    const store = useAuthStore.getState();
    if (profile && store.isLoggedIn) store.setProfile(profile);
  }, [profile]);
  return null;
}
