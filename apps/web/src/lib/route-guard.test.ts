// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';

import { Role } from '@lancer/api/constants';

import { createAuthStorage } from './auth-storage';
import { signinResultFor } from './signin-result-fixture';
import { storageKeys } from './storage-keys';
import { decideRoute } from './route-guard';

const signin = (role: number) => signinResultFor(role);
const personalRoutes = [Role.PERSONAL, Role.ADMINISTRATOR];

describe('decideRoute (GUARD-SILENT-LOGOUT, GUARD-RESTORE, GUARD-ROLES)', () => {
  beforeEach(() => localStorage.clear());

  // proves: GUARD-SILENT-LOGOUT, GUARD-ROLES
  it('sends a guest from a role-protected page to /home, with a silent logout the first time', () => {
    const storage = createAuthStorage(localStorage);
    expect(decideRoute({ required: personalRoutes, storage, currentRole: null })).toEqual({
      kind: 'redirect',
      to: '/home',
      silentLogout: true,
      restored: false,
    });
    storage.clear();
    expect(decideRoute({ required: personalRoutes, storage, currentRole: null })).toMatchObject({
      silentLogout: false,
    });
  });

  // proves: GUARD-ROLES
  it('allows routes without a role and routes that list NONE to anyone', () => {
    const storage = createAuthStorage(localStorage);
    expect(decideRoute({ required: undefined, storage, currentRole: null }).kind).toBe('allow');
    expect(decideRoute({ required: [Role.NONE], storage, currentRole: null }).kind).toBe('allow');
  });

  // proves: GUARD-RESTORE
  it('restores a stored sign-in whose logged-in flag is not 1, and allows by its role', () => {
    const storage = createAuthStorage(localStorage);
    storage.writeSignin(signin(Role.PERSONAL));
    localStorage.setItem(storageKeys.loggedIn, '0');
    expect(decideRoute({ required: personalRoutes, storage, currentRole: null })).toEqual({
      kind: 'allow',
      silentLogout: false,
      restored: true,
    });
  });

  // proves: GUARD-ROLES, ROLE-BITS
  it('shares bits: an administrator with other bits passes, a contributor alone does not', () => {
    const storage = createAuthStorage(localStorage);
    storage.writeSignin(signin(Role.ADMINISTRATOR | Role.CONTRIBUTOR));
    expect(decideRoute({ required: personalRoutes, storage, currentRole: null }).kind).toBe('allow');
    storage.writeSignin(signin(Role.CONTRIBUTOR));
    expect(decideRoute({ required: personalRoutes, storage, currentRole: null })).toMatchObject({
      kind: 'redirect',
      to: '/home',
    });
  });

  // proves: LOGOUT-EFFECTS, STORAGE-KEYS
  it('logout clears tokens and the stored result and marks the user as logged out', () => {
    const storage = createAuthStorage(localStorage);
    storage.writeSignin(signin(Role.PERSONAL));
    storage.clear();
    expect(storage.readTokens()).toBeNull();
    expect(storage.readSignin()).toBeNull();
    expect(localStorage.getItem('has_lancer_logged_out')).toBe('1');
    expect(localStorage.getItem('has_lancer_logged_in')).toBe('0');
  });
});
