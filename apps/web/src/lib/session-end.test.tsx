// @vitest-environment happy-dom
import type { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Role } from '@lancer/api/constants';
import { fetchProfile } from '@lancer/api/contract/user';
import { buildUserProfile } from '@lancer/api/mocks/factories/user';

import { QueryProvider } from '../app/query-provider';
import { QueryClientSlotContext, type QueryClientSlot } from '../app/query-client-slot';
import { apiClient, logout } from './api-client';
import { authStorage, useAuthStore } from './auth-store';
import { getChatSocket } from './chat-socket';
import { guardedLayout } from './guard-loader';
import { afterLogout } from './session-end';
import { signinResultFor } from './signin-result-fixture';
import { storageKeys } from './storage-keys';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A WebSocket that never connects anywhere; remembers whether it was closed. */
class FakeWebSocket extends EventTarget {
  static made: FakeWebSocket[] = [];
  readyState = 0;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeWebSocket.made.push(this);
  }
  send() {}
  close() {
    this.closed = true;
    this.readyState = 3;
  }
}

// A well-formed JWT (the client refuses a malformed one before any call).
const accessToken = ['e30', 'e30', 'c2ln'].join('.');

let slot: QueryClientSlot;
let adasSocket: ReturnType<typeof getChatSocket>;
let unmount: () => void;

/** Ada signed in, with her profile and projects in the query cache and her chat socket open. */
async function signedInAsAda() {
  const ada = signinResultFor(Role.PERSONAL, { accessToken });
  authStorage.writeSignin(ada);
  useAuthStore.getState().signIn(ada);
  useAuthStore.getState().setProfile(buildUserProfile({ email: 'ada@lancer.test' }));
  slot = { client: null };
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <QueryClientSlotContext.Provider value={slot}>
        <QueryProvider>{null}</QueryProvider>
      </QueryClientSlotContext.Provider>,
    ),
  );
  unmount = () => act(() => root.unmount());
  const client = slot.client as QueryClient | null;
  client?.setQueryData(['user', 'fetchProfile'], { email: 'ada@lancer.test' });
  client?.setQueryData(['project', 'fetchProjects'], [{ title: "Ada's shop" }]);
  adasSocket = getChatSocket();
  adasSocket.connect();
  expect(client?.getQueryCache().getAll()).toHaveLength(2);
  expect(FakeWebSocket.made).toHaveLength(1);
}

/** Nothing of Ada is left: no cached answer, a signed-out user store, her socket closed. */
function expectNothingLeft() {
  expect(slot.client?.getQueryCache().getAll()).toEqual([]);
  expect(useAuthStore.getState()).toMatchObject({
    isLoggedIn: false,
    profile: null,
    identity: null,
    role: Role.NONE,
  });
  expect(JSON.parse(localStorage.getItem('lancer-user-store') ?? '{}').state?.profile).toBeNull();
  expect(authStorage.readTokens()).toBeNull();
  expect(FakeWebSocket.made.every((socket) => socket.closed)).toBe(true);
  // The next account's chat bar gets a socket of its own.
  expect(getChatSocket()).not.toBe(adasSocket);
}

describe('every logout path leaves nothing of the account behind (SESSION-END)', () => {
  const go = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    FakeWebSocket.made = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
    afterLogout.go = go;
    go.mockClear();
  });
  afterEach(() => {
    unmount();
    vi.unstubAllGlobals();
  });

  // proves: SESSION-END, LOGOUT-EFFECTS
  it('the user menu: logout() empties everything, then goes to /home/', async () => {
    await signedInAsAda();
    logout();
    expectNothingLeft();
    expect(go).toHaveBeenCalledOnce();
  });

  // proves: SESSION-END
  it('the sign-out of /signin: logout without a redirect empties everything too', async () => {
    await signedInAsAda();
    logout({ redirect: false });
    expectNothingLeft();
    expect(go).not.toHaveBeenCalled();
  });

  // proves: SESSION-END, GUARD-SILENT-LOGOUT
  it("the guard's silent logout (no stored sign-in, not logged out) empties everything", async () => {
    await signedInAsAda();
    // The stored sign-in is gone (cleared by hand, or by another program), the flags are not.
    for (const key of [storageKeys.signinResult, storageKeys.accessToken, storageKeys.refreshToken]) {
      localStorage.removeItem(key);
    }
    const { loader } = guardedLayout([Role.PERSONAL, Role.ADMINISTRATOR]);
    const request = new Request('http://localhost/projects');
    const answer = await Promise.resolve(
      (loader as (args: unknown) => unknown)({ request, params: {}, context: undefined }),
    ).catch((thrown: unknown) => thrown);
    expect((answer as Response).headers.get('location')).toBe('/home');
    expectNothingLeft();
  });

  // proves: SESSION-END
  it('a sign-out in another tab (its storage event) empties everything here too', async () => {
    await signedInAsAda();
    // The other tab's logout clears the shared storage; this tab hears of it by a storage event.
    authStorage.clear();
    window.dispatchEvent(
      new StorageEvent('storage', { key: storageKeys.loggedOut, newValue: '1', storageArea: localStorage }),
    );
    expectNothingLeft();
    expect(go).toHaveBeenCalledOnce();
  });

  // proves: SESSION-END, ERR-REFRESH-TOKEN
  it('a refresh that fails logs out and empties everything', async () => {
    await signedInAsAda();
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('refresh-token')
        ? Response.json({ error: { code: 'REFRESH_TOKEN_INVALID', message: 'Revoked' } }, { status: 401 })
        : Response.json({ error: { code: 'ACCESS_TOKEN_EXPIRED', message: 'Expired' } }, { status: 401 }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(apiClient.call(fetchProfile)).rejects.toMatchObject({
      code: 'REFRESH_TOKEN_INVALID',
    });
    expect(fetch.mock.calls.some(([input]) => String(input).includes('refresh-token'))).toBe(true);
    expectNothingLeft();
    expect(go).toHaveBeenCalledOnce();
  });
});
