// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Role } from '@lancer/api/constants';

import { afterLogout } from './session-end';
import { authStorage, useAuthStore } from './auth-store';
import { followOtherTabs } from './session-sync';
import { signinResultFor } from './signin-result-fixture';
import { storageKeys } from './storage-keys';

const ada = signinResultFor(Role.PERSONAL, { identity: 'ada' });
const bob = signinResultFor(Role.BUSINESS, { identity: 'bob' });

/**
 * What another tab does to the shared local storage, and the storage event it fires here (a tab's
 * own writes fire none in that tab, so the test fires them).
 */
function anotherTab(write: () => void, keys: string[]) {
  write();
  for (const key of keys)
    window.dispatchEvent(
      new StorageEvent('storage', { key, newValue: localStorage.getItem(key), storageArea: localStorage }),
    );
}
const signsIn = (result: typeof ada) =>
  anotherTab(
    () => authStorage.writeSignin(result),
    [storageKeys.identity, storageKeys.signinResult, storageKeys.loggedIn],
  );
const signsOut = () =>
  anotherTab(
    () => authStorage.clear(),
    [storageKeys.identity, storageKeys.signinResult, storageKeys.loggedOut],
  );

describe('sign-in and sign-out shared between tabs (decision 1023)', () => {
  const logout = vi.fn();
  const reload = vi.fn();
  let stop: () => void;
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.getState().logout();
    logout.mockReset();
    reload.mockReset();
    stop = followOtherTabs({ logout, reload });
  });
  afterEach(() => stop());

  it('signs this tab out when another tab signs out', () => {
    useAuthStore.getState().signIn(ada);
    signsOut();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('signs this tab out when another tab empties the storage', () => {
    useAuthStore.getState().signIn(ada);
    anotherTab(() => localStorage.clear(), []);
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('makes a signed-out tab signed in when another tab signs in', () => {
    signsIn(ada);
    expect(useAuthStore.getState()).toMatchObject({ isLoggedIn: true, identity: 'ada', role: Role.PERSONAL });
    expect(logout).not.toHaveBeenCalled();
  });

  it("ignores another tab's token refresh of the same account", () => {
    useAuthStore.getState().signIn(ada);
    signsIn({ ...ada, access_token: 'x.y.z', refresh_token: 'refresh-ada-2' });
    expect(logout).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(useAuthStore.getState().identity).toBe('ada');
  });

  it('starts this tab again when another tab signs in as someone else', () => {
    useAuthStore.getState().signIn(ada);
    signsIn(bob);
    expect(reload).toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
  });

  it('the app follows the other tabs with its own logout', async () => {
    stop();
    const go = vi.spyOn(afterLogout, 'go').mockImplementation(() => undefined);
    await import('./api-client');
    useAuthStore.getState().signIn(ada);
    signsOut();
    expect(useAuthStore.getState().isLoggedIn).toBe(false);
    expect(go).toHaveBeenCalledTimes(1);
    go.mockRestore();
  });
});
