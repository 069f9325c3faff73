import { useSyncExternalStore } from 'react';

import { storageKeys } from './storage-keys';

const isSignedIn = () =>
  window.localStorage.getItem(storageKeys.loggedIn) === '1' &&
  Boolean(window.localStorage.getItem(storageKeys.accessToken));

const subscribe = (onChange: () => void) => {
  // Another tab signing in or out; this tab's own sign-in and logout navigate or reload anyway.
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/**
 * Whether someone is signed in on this browser, for the public pages (which do not load the user
 * store). False while a prerendered page hydrates, then the stored answer: no mismatch.
 */
export const useSignedIn = () => useSyncExternalStore(subscribe, isSignedIn, () => false);
