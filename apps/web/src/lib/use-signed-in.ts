import { useSyncExternalStore } from 'react';

import { storageKeys } from './storage-keys';

const isSignedIn = () =>
  window.localStorage.getItem(storageKeys.loggedIn) === '1' &&
  Boolean(window.localStorage.getItem(storageKeys.accessToken));

const listeners = new Set<() => void>();

const subscribe = (onChange: () => void) => {
  // Another tab signing in or out; this tab's own sign-in and logout navigate or reload, or say so.
  window.addEventListener('storage', onChange);
  listeners.add(onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    listeners.delete(onChange);
  };
};

/** This tab signed out without leaving the page (the sign-out of /signin): read the answer again. */
export const signedInChanged = () => {
  for (const listener of listeners) listener();
};

/**
 * Whether someone is signed in on this browser, for the public pages (which do not load the user
 * store). False while a prerendered page hydrates, then the stored answer: no mismatch.
 */
export const useSignedIn = () => useSyncExternalStore(subscribe, isSignedIn, () => false);

const signedInIdentity = () => (isSignedIn() ? window.localStorage.getItem(storageKeys.identity) : null);

/** Who is signed in on this browser (their user id), for the public pages; null for a guest. */
export const useSignedInIdentity = () => useSyncExternalStore(subscribe, signedInIdentity, () => null);
