import { describe, expect, it } from 'vitest';

import { createApiClient } from '../../client';
import { operations } from '../../contract/index';
import { searchRequests } from '../../contract/request';
import { fetchProfile, updateUserFullname } from '../../contract/user';
import { ApiError } from '../../http/api-error';
import { buildUserProfile } from '../factories/user';
import { defaultHandlers, operationMocks } from './index';
import { setupMockServer } from '../test-server';

const baseUrl = 'http://mock.test';
const { server, client } = setupMockServer(baseUrl);

describe('MSW handlers', () => {
  it('has a default handler and scenario factories for every operation of the contract', () => {
    expect(Object.keys(defaultHandlers).sort()).toEqual(Object.keys(operations).sort());
    for (const [name, mock] of Object.entries(operationMocks)) {
      expect(mock.operation, name).toBe(operations[name as keyof typeof operations]);
    }
  });

  it('answers the demo user by default, and fixed data through success()', async () => {
    const demo = await client.call(fetchProfile);
    expect(demo.account.basic.FLID.identity).toBe('grace_hopper');
    server.use(
      operationMocks.fetchProfile.success(buildUserProfile({ first_name: 'Zoe', user_id: 'user-zoe' })),
    );
    await expect(client.call(fetchProfile)).resolves.toMatchObject({
      account: { basic: { first_name: 'Zoe' } },
    });
  });

  it('refuses fixed data that breaks the contract', async () => {
    const broken = { ...buildUserProfile(), role: 'admin' } as never;
    server.use(operationMocks.fetchProfile.success(broken));
    await expect(client.call(fetchProfile)).rejects.toMatchObject({
      status: 500,
      message: 'fetchProfile: The mock of fetchProfile breaks the contract',
      fields: { role: expect.any(String) },
    });
  });

  it('empties lists with empty()', async () => {
    server.use(operationMocks.searchRequests.empty());
    await expect(client.call(searchRequests, { query: {} })).resolves.toMatchObject({
      items: [],
      total: 0,
      page: 1,
    });
  });

  it('answers error(), unauthorized() and validationError() with the contract error body', async () => {
    server.use(operationMocks.searchRequests.error(503));
    await expect(client.call(searchRequests, { query: {} })).rejects.toMatchObject({
      status: 503,
      code: 'INTERNAL',
    });
    server.use(operationMocks.fetchProfile.unauthorized());
    await expect(client.call(fetchProfile)).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    server.use(operationMocks.updateUserFullname.validationError({ first_name: 'Too long' }));
    const failure = await client
      .call(updateUserFullname, { body: { first_name: 'A', last_name: 'B' } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: { first_name: 'Too long' },
    });
  });

  it('never answers with loading()', async () => {
    server.use(operationMocks.fetchProfile.loading());
    const outcome = await Promise.race([
      client.call(fetchProfile).then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('still loading'), 150)),
    ]);
    expect(outcome).toBe('still loading');
  });

  it('validates input like the server: field messages from the contract schemas', async () => {
    const failure = await client
      .call(updateUserFullname, { body: { first_name: 'x'.repeat(61), last_name: '' } })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: { first_name: expect.any(String) },
    });
  });

  it('answers a user operation without a token 401 UNAUTHENTICATED, as the server does (not as the demo user)', async () => {
    const guest = createApiClient({
      baseUrl,
      getTokens: () => null,
      setTokens: () => {},
      onLogout: () => {},
    });
    await expect(guest.call(fetchProfile)).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: expect.stringContaining('Sign in to continue'),
    });
    await expect(guest.call(searchRequests, { query: {} })).rejects.toMatchObject({ status: 401 });
  });
});
