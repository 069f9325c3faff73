import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { createApiClient, type Tokens } from './client';
import { fetchPaymentMethods } from './contract/user';
import { REFRESH_LOCK_NAME, webRefreshLock, type RefreshLock } from './http/refresh-lock';

const BASE = 'http://tabs.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const jwt = (name: string) => `h.${name}.s`;

/**
 * A server as strict as one without a grace: each refresh token works once, a spent one is
 * refused, and only the newest access token is accepted.
 */
function strictServer() {
  let generation = 0;
  let liveRefresh = 'r-0';
  let liveAccess = jwt('a-0');
  const refreshes: string[] = [];
  server.use(
    http.post(`${BASE}/api/user/signin/refresh-token`, async ({ request }) => {
      const { refresh_token } = (await request.json()) as { refresh_token: string };
      refreshes.push(refresh_token);
      // Let every tab's request arrive before answering, as tabs reloading together do.
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (refresh_token !== liveRefresh)
        return HttpResponse.json(
          { error: { code: 'REFRESH_TOKEN_INVALID', message: 'already used' } },
          { status: 401 },
        );
      generation += 1;
      liveRefresh = `r-${generation}`;
      liveAccess = jwt(`a-${generation}`);
      return HttpResponse.json({
        expires_in: 900,
        identity: 'ann@example.com',
        access_token: liveAccess,
        refresh_token: liveRefresh,
        role: 1,
        signin_type: 100,
        signin_result: 100,
      });
    }),
    http.get(`${BASE}/api/user/payment/fetch-payment-methods`, ({ request }) => {
      if (request.headers.get('authorization') !== `Bearer ${liveAccess}`)
        return HttpResponse.json(
          { error: { code: 'ACCESS_TOKEN_EXPIRED', message: 'expired' } },
          { status: 401 },
        );
      return HttpResponse.json({ payment_methods: [] });
    }),
  );
  return { refreshes, expireAccessToken: () => (liveAccess = jwt('not-yet-issued')) };
}

/** A lock like the browser's: tasks run one after another, in the order they asked. */
function sharedLock(): RefreshLock {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** Tabs of one browser: one client each, one local storage for all. */
function tabs(count: number, refreshLock: RefreshLock | null) {
  const storage: { tokens: Tokens | null } = { tokens: { access_token: jwt('a-0'), refresh_token: 'r-0' } };
  const logouts: string[] = [];
  const clients = Array.from({ length: count }, () =>
    createApiClient({
      baseUrl: BASE,
      getTokens: () => storage.tokens,
      setTokens: (result) => {
        storage.tokens = { access_token: result.access_token, refresh_token: result.refresh_token };
      },
      onLogout: (error) => {
        logouts.push(error.code);
        storage.tokens = null;
      },
      refreshLock,
    }),
  );
  return { clients, storage, logouts };
}

describe('token refresh across tabs (decision 1022)', () => {
  it('three tabs whose access token expired refresh once under the lock, and all stay signed in', async () => {
    const api = strictServer();
    api.expireAccessToken();
    const { clients, storage, logouts } = tabs(3, sharedLock());
    const answers = await Promise.all(clients.map((client) => client.call(fetchPaymentMethods)));
    expect(answers).toEqual([{ payment_methods: [] }, { payment_methods: [] }, { payment_methods: [] }]);
    // One refresh: the tabs that waited found the rotated pair and did not send the spent token.
    expect(api.refreshes).toEqual(['r-0']);
    expect(logouts).toEqual([]);
    expect(storage.tokens).toEqual({ access_token: jwt('a-1'), refresh_token: 'r-1' });
  });

  it('without a lock the tabs send the same token and the spent one signs them out (why the lock)', async () => {
    const api = strictServer();
    api.expireAccessToken();
    const { clients, logouts } = tabs(3, null);
    const outcomes = await Promise.allSettled(clients.map((client) => client.call(fetchPaymentMethods)));
    expect(api.refreshes).toEqual(['r-0', 'r-0', 'r-0']);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(2);
    expect(logouts).toEqual(['REFRESH_TOKEN_INVALID', 'REFRESH_TOKEN_INVALID']);
  });

  it('does not store a refresh answer that arrives after a sign-out: the session stays ended', async () => {
    const api = strictServer();
    api.expireAccessToken();
    const { clients, storage } = tabs(2, sharedLock());
    const call = clients[0]!.call(fetchPaymentMethods);
    // Another tab signs out while this tab's refresh is on its way (the server waits 20 ms).
    await new Promise((resolve) => setTimeout(resolve, 10));
    storage.tokens = null;
    await expect(call).rejects.toMatchObject({ code: 'REFRESH_TOKEN_INVALID' });
    expect(api.refreshes).toEqual(['r-0']);
    expect(storage.tokens).toBeNull();
  });

  it("uses the browser's Web Lock by its fixed name, and none where the Locks API is missing", async () => {
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    vi.stubGlobal('navigator', { locks: { request } });
    await expect(webRefreshLock()!(async () => 'done')).resolves.toBe('done');
    expect(request).toHaveBeenCalledWith(REFRESH_LOCK_NAME, expect.any(Function));
    vi.stubGlobal('navigator', {});
    expect(webRefreshLock()).toBeNull();
  });
});
