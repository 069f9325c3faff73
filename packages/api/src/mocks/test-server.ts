import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

import { createApiClient } from '../client';
import { getMockDb, resetMockDb } from './db/store';
import { mockTokensOf } from './factories/signin';
import { defaultHandlerList } from './handlers/index';

/** A client that calls as the mock db's default user, as Storybook's does. */
export const mockUserClient = (baseUrl: string) =>
  createApiClient({
    baseUrl,
    getTokens: () => mockTokensOf(getMockDb().defaultUserId),
    setTokens: () => {},
    onLogout: () => {},
  });

/**
 * A Node test file against the default MSW handlers: the server listens for the file's tests (an
 * unhandled request fails them), the mock db is fresh and the handlers are the defaults before
 * each test; `client` calls as the default user.
 */
export function setupMockServer(baseUrl: string) {
  const server = setupServer(...defaultHandlerList());
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => resetMockDb());
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return { server, client: mockUserClient(baseUrl) };
}
