import { authStorage, useAuthStore } from './auth-store';
import { storageKeys } from './storage-keys';

/** Keys a sign-in in another tab writes (a refresh writes the sign-in result too). */
const signinKeys: ReadonlySet<string> = new Set([
  storageKeys.identity,
  storageKeys.loggedIn,
  storageKeys.signinResult,
]);

type Follow = {
  /** The app's one logout (lib/api-client.ts): clears the session and leaves the page. */
  logout: () => void;
  /** Starts the page again (another account signed in under this tab). */
  reload?: () => void;
  target?: Window;
};

/**
 * Sign-in and sign-out shared between the tabs of the browser (decision 1023), through the
 * storage events another tab's writes fire here. A sign-out there signs this tab out (the app's
 * logout: cache, stores, socket, then /home). A sign-in there makes this tab signed in: a tab
 * that was signed out takes the stored sign-in at once; a tab signed in as someone else starts
 * again, so that no page shows one account's data to another. A refresh there changes nothing here.
 */
export function followOtherTabs({
  logout,
  target = window,
  reload = () => target.location.reload(),
}: Follow) {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== target.localStorage) return;
    const store = useAuthStore.getState();
    const stored = authStorage.readSignin();
    const signedOutThere =
      event.key === null || (event.key === storageKeys.loggedOut && event.newValue === '1');
    if (signedOutThere) {
      if (store.isLoggedIn && !stored) logout();
      return;
    }
    if (!signinKeys.has(event.key!) || event.newValue === null || !stored) return;
    if (!store.isLoggedIn) store.restore(stored);
    else if (store.identity !== stored.identity) reload();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
