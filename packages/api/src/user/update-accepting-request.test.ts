import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createApiClient } from '../client';
import { buildUserProfile } from '../mocks/factories/user';
import { operationMutationOptions } from '../react/operation-mutation';
import { fetchProfile, updateExpectedSalary } from '../contract/user';
import type { UserProfile } from '../schemas/user';
import { fetchProfileQueryOptions } from './fetch-profile';
import { queryKeyOf } from '../react/query-keys';
import {
  AcceptingRequestSwitchError,
  updateAcceptingRequestMutationOptions,
} from './update-accepting-request';

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const makeProfile = (hourly: number, accepting: boolean) =>
  buildUserProfile({ user_id: 'u1', hourly, accepting_request: accepting });

/** A tiny server: the profile as stored, and the two provider updates. */
function serve(initial: UserProfile) {
  let stored = initial;
  const calls: string[] = [];
  server.use(
    http.get(`${BASE}/api/user/profile/fetch-profile`, () => {
      calls.push('fetch-profile');
      return HttpResponse.json(stored);
    }),
    http.post(`${BASE}/api/user/profile/update-accepting-request`, async ({ request }) => {
      const { accepting_request } = (await request.json()) as { accepting_request: boolean };
      calls.push(`update-accepting-request:${accepting_request}`);
      stored = {
        ...stored,
        account: { ...stored.account, provider: { ...stored.account.provider, accepting_request } },
      };
      return HttpResponse.json({ ok: true });
    }),
    http.post(`${BASE}/api/user/profile/update-expected-salary`, async ({ request }) => {
      const { hourly } = (await request.json()) as { hourly: number };
      calls.push(`update-expected-salary:${hourly}`);
      stored = {
        ...stored,
        account: { ...stored.account, provider: { accepting_request: true, expected_salary: { hourly } } },
      };
      return HttpResponse.json({ ok: true });
    }),
  );
  return calls;
}

function setup() {
  const client = createApiClient({
    baseUrl: BASE,
    getTokens: () => ({ access_token: 'h.p.s', refresh_token: 'r' }),
    setTokens: () => {},
    onLogout: () => {},
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { client, queryClient };
}

describe('updateAcceptingRequest (ACCEPTING-SWITCH)', () => {
  it('refuses without a call when the provider is not ready', async () => {
    const calls = serve(makeProfile(0, false));
    const { client, queryClient } = setup();
    const observer = new MutationObserver(
      queryClient,
      updateAcceptingRequestMutationOptions(client, queryClient),
    );
    const failure = observer.mutate({ body: { accepting_request: true } });
    await expect(failure).rejects.toBeInstanceOf(AcceptingRequestSwitchError);
    await expect(failure).rejects.toMatchObject({ reason: 'not-ready' });
    expect(calls).toEqual(['fetch-profile']);
  });

  it('refuses without a call when the value is unchanged', async () => {
    const calls = serve(makeProfile(25, true));
    const { client, queryClient } = setup();
    const observer = new MutationObserver(
      queryClient,
      updateAcceptingRequestMutationOptions(client, queryClient),
    );
    await expect(observer.mutate({ body: { accepting_request: true } })).rejects.toMatchObject({
      reason: 'unchanged',
    });
    expect(calls).toEqual(['fetch-profile']);
  });

  // proves: ACCEPTING-SWITCH
  it('switches and then reloads the profile before settling', async () => {
    const calls = serve(makeProfile(25, false));
    const { client, queryClient } = setup();
    await queryClient.fetchQuery(fetchProfileQueryOptions(client));
    const observer = new MutationObserver(
      queryClient,
      updateAcceptingRequestMutationOptions(client, queryClient),
    );
    await observer.mutate({ body: { accepting_request: true } });
    const profile = queryClient.getQueryData<UserProfile>(queryKeyOf(fetchProfile));
    expect(profile?.account.provider.accepting_request).toBe(true);
    expect(calls).toEqual(['fetch-profile', 'update-accepting-request:true', 'fetch-profile']);
  });
});

describe('updateExpectedSalary', () => {
  it('reloads the profile after the update', async () => {
    const calls = serve(makeProfile(0, false));
    const { client, queryClient } = setup();
    await queryClient.fetchQuery(fetchProfileQueryOptions(client));
    const observer = new MutationObserver(
      queryClient,
      operationMutationOptions(client, queryClient, updateExpectedSalary, {
        reloads: [fetchProfile],
      }),
    );
    await observer.mutate({ body: { hourly: 40 } });
    expect(calls).toEqual(['fetch-profile', 'update-expected-salary:40', 'fetch-profile']);
    expect(queryClient.getQueryData<UserProfile>(queryKeyOf(fetchProfile))?.account.provider).toEqual({
      accepting_request: true,
      expected_salary: { hourly: 40 },
    });
  });
});
