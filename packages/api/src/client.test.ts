import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { createApiClient, type Tokens } from './client';
import {
  fetchProfileForUser,
  removePaymentMethod,
  searchForUsers,
  updateAcceptingRequest,
  updateUserPhotoBlob,
} from './contract/user';
import type { ErrorCode } from './errors';
import { ApiError, ResponseShapeError } from './http/api-error';
import type { SigninResult } from './schemas/signin';

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const jwt = (name: string) => `h.${name}.s`;
const user = {
  user_id: 'u1',
  flid: 'grace',
  first_name: 'Grace',
  last_name: 'Hopper',
  photo_url: '',
  self_intro_html: '',
  accepting_request: false,
  hourly: 0,
  ready: false,
  skills: [],
  average_score: null,
  projects_done: 0,
  job_success: null,
  rating: null,
  review_count: 0,
  badges: [],
};
const errorBody = (code: ErrorCode, message: string = code) => ({ error: { code, message } });
const signin = (access: string, refresh: string): SigninResult => ({
  expires_in: 900,
  identity: 'grace@example.com',
  access_token: access,
  refresh_token: refresh,
  role: 1,
  signin_type: 100,
  signin_result: 100,
});

function setup(initial: Tokens | null = { access_token: jwt('old'), refresh_token: 'r-old' }) {
  let tokens = initial;
  const onLogout = vi.fn();
  const setTokens = vi.fn((result: SigninResult) => {
    tokens = { access_token: result.access_token, refresh_token: result.refresh_token };
  });
  const client = createApiClient({ baseUrl: BASE, getTokens: () => tokens, setTokens, onLogout });
  return { client, onLogout, setTokens };
}

/** A profile endpoint that accepts only the "new" access token and says "expired" to the old one. */
const profileAcceptingOnly = (token: string, seen: string[] = []) =>
  http.get(`${BASE}/api/user/profile/fetch-profile-for-user/:id`, ({ request }) => {
    const auth = request.headers.get('authorization') ?? '';
    seen.push(auth);
    if (auth !== `Bearer ${token}`)
      return HttpResponse.json(errorBody('ACCESS_TOKEN_EXPIRED'), { status: 401 });
    return HttpResponse.json(user);
  });

describe('createApiClient', () => {
  it('sends each request with an id of its own in x-request-id (decision 2101)', async () => {
    const ids: string[] = [];
    server.use(
      http.get(`${BASE}/api/user/profile/fetch-profile-for-user/:id`, ({ request }) => {
        ids.push(request.headers.get('x-request-id') ?? '');
        return HttpResponse.json(user);
      }),
    );
    const { client } = setup();
    await client.call(fetchProfileForUser, { params: { id: 'u1' } });
    await client.call(fetchProfileForUser, { params: { id: 'u1' } });
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('attaches the access token, fills path params and returns the parsed response', async () => {
    const seen: string[] = [];
    server.use(profileAcceptingOnly(jwt('old'), seen));
    const { client } = setup();
    await expect(client.call(fetchProfileForUser, { params: { id: 'u1' } })).resolves.toEqual(user);
    expect(seen).toEqual([`Bearer ${jwt('old')}`]);
  });

  // proves: ERR-ACCESS-EXPIRED
  it('refreshes once on an expired access token and retries with the new token', async () => {
    const seen: string[] = [];
    const refreshBodies: unknown[] = [];
    server.use(
      profileAcceptingOnly(jwt('new'), seen),
      http.post(`${BASE}/api/user/signin/refresh-token`, async ({ request }) => {
        refreshBodies.push(await request.json());
        return HttpResponse.json(signin(jwt('new'), 'r-new'));
      }),
    );
    const { client, setTokens, onLogout } = setup();
    const [a, b] = await Promise.all([
      client.call(fetchProfileForUser, { params: { id: 'u1' } }),
      client.call(fetchProfileForUser, { params: { id: 'u2' } }),
    ]);
    expect(a).toEqual(user);
    expect(b).toEqual(user);
    // Two expired calls share one refresh, with the stored refresh token.
    expect(refreshBodies).toEqual([{ refresh_token: 'r-old' }]);
    expect(setTokens).toHaveBeenCalledTimes(1);
    expect(seen.filter((auth) => auth === `Bearer ${jwt('new')}`)).toHaveLength(2);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('does not refresh a second time when the retried call is still expired', async () => {
    let refreshes = 0;
    server.use(
      profileAcceptingOnly('never-valid'),
      http.post(`${BASE}/api/user/signin/refresh-token`, () => {
        refreshes += 1;
        return HttpResponse.json(signin(jwt(`new${refreshes}`), 'r-new'));
      }),
    );
    const { client } = setup();
    await expect(client.call(fetchProfileForUser, { params: { id: 'u1' } })).rejects.toMatchObject({
      code: 'ACCESS_TOKEN_EXPIRED',
    });
    expect(refreshes).toBe(1);
  });

  // proves: ERR-REFRESH-TOKEN
  it('logs out and rejects onward when the refresh token is refused', async () => {
    server.use(
      profileAcceptingOnly(jwt('new')),
      http.post(`${BASE}/api/user/signin/refresh-token`, () =>
        HttpResponse.json(errorBody('REFRESH_TOKEN_INVALID'), { status: 401 }),
      ),
    );
    const { client, onLogout, setTokens } = setup();
    const failure = client.call(fetchProfileForUser, { params: { id: 'u1' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 'REFRESH_TOKEN_INVALID' });
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(setTokens).not.toHaveBeenCalled();
  });

  // proves: ERR-REFRESH-TOKEN
  it('logs out on a refresh-token error carried by any response', async () => {
    server.use(
      http.get(`${BASE}/api/user/profile/fetch-profile-for-user/:id`, () =>
        HttpResponse.json(errorBody('REFRESH_TOKEN_INVALID'), { status: 401 }),
      ),
    );
    const { client, onLogout } = setup();
    await expect(client.call(fetchProfileForUser, { params: { id: 'u1' } })).rejects.toMatchObject({
      code: 'REFRESH_TOKEN_INVALID',
    });
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  // proves: ERR-TOKEN-SIGNATURE
  it('logs out and rejects onward on a token-signature error in the response path', async () => {
    server.use(
      http.get(`${BASE}/api/user/profile/fetch-profile-for-user/:id`, () =>
        HttpResponse.json(errorBody('TOKEN_SIGNATURE_INVALID', 'bad signature'), { status: 401 }),
      ),
    );
    const { client, onLogout } = setup();
    await expect(client.call(fetchProfileForUser, { params: { id: 'u1' } })).rejects.toMatchObject({
      code: 'TOKEN_SIGNATURE_INVALID',
      status: 401,
    });
    expect(onLogout).toHaveBeenCalledWith(expect.objectContaining({ code: 'TOKEN_SIGNATURE_INVALID' }));
  });

  // proves: ERR-TOKEN-SIGNATURE
  it('logs out in the request path when the stored token cannot carry a signature, without sending', async () => {
    const seen: string[] = [];
    server.use(profileAcceptingOnly(jwt('old'), seen));
    const { client, onLogout } = setup({ access_token: 'not-a-jwt', refresh_token: 'r' });
    await expect(client.call(fetchProfileForUser, { params: { id: 'u1' } })).rejects.toMatchObject({
      code: 'TOKEN_SIGNATURE_INVALID',
    });
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([]);
  });

  it('passes validation errors through with their field messages, without logging out', async () => {
    server.use(
      http.post(`${BASE}/api/user/profile/update-accepting-request`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'NOT_READY_TO_RECEIVE_MONEY',
              message: 'Not ready',
              fields: { accepting_request: 'Set up payouts first' },
            },
          },
          { status: 409 },
        ),
      ),
    );
    const { client, onLogout } = setup();
    await expect(
      client.call(updateAcceptingRequest, { body: { accepting_request: true } }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'NOT_READY_TO_RECEIVE_MONEY',
      fields: { accepting_request: 'Set up payouts first' },
      message: 'updateAcceptingRequest: Not ready',
    });
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('rejects a response of the wrong shape with an error naming the call and the field', async () => {
    server.use(
      http.get(`${BASE}/api/user/profile/search-for-users`, () =>
        HttpResponse.json({ users: [{ ...user, hourly: 'ten' }], total: 1, page: 1, page_size: 20 }),
      ),
    );
    const { client } = setup();
    const failure = client.call(searchForUsers, { query: { condition: 'grace' } });
    await expect(failure).rejects.toBeInstanceOf(ResponseShapeError);
    await expect(failure).rejects.toThrow(/^searchForUsers: .*"users\.0\.hourly"/);
  });

  // proves: CALL-STYLE
  it('sends a query with GET and DELETE, and the multipart helper skips falsy fields', async () => {
    const received: Record<string, unknown> = {};
    server.use(
      http.get(`${BASE}/api/user/profile/search-for-users`, ({ request }) => {
        received.search = new URL(request.url).search;
        return HttpResponse.json({ users: [], total: 0, page: 1, page_size: 20 });
      }),
      http.delete(`${BASE}/api/user/payment/remove-payment-method/:id`, ({ params }) => {
        received.removed = params.id;
        return HttpResponse.json({ ok: true });
      }),
      http.post(`${BASE}/api/user/profile/update-user-photo-blob`, async ({ request }) => {
        const form = await request.formData();
        received.form = [...form.keys()];
        received.fileName = (form.get('file') as File).name;
        return HttpResponse.json({ url: '/files/p.png' });
      }),
    );
    const { client } = setup();
    await client.call(searchForUsers, { query: { condition: 'a b' } });
    await client.call(removePaymentMethod, { params: { id: 'pm/1' } });
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await client.call(updateUserPhotoBlob, {
      body: { file, caption: '', count: 0, public: false, note: null, keep: 'yes' },
    });
    expect(received).toEqual({
      search: '?condition=a+b',
      removed: 'pm/1',
      form: ['file', 'keep'],
      fileName: 'me.png',
    });
  });

  it('reports a network failure as status 0 without logging out', async () => {
    server.use(http.get(`${BASE}/api/user/profile/search-for-users`, () => HttpResponse.error()));
    const { client, onLogout } = setup();
    await expect(client.call(searchForUsers, { query: { condition: 'x' } })).rejects.toMatchObject({
      status: 0,
    });
    expect(onLogout).not.toHaveBeenCalled();
  });
});
