import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';

import { signinWithEmailAndPassword } from '../contract/user';
import { createApiClient } from '../client';
import { DEMO_PASSWORD } from '../mocks/db/seed';
import { resetMockDb } from '../mocks/db/store';
import { defaultHandlerList } from '../mocks/handlers/index';
import { describeContract } from './describe-contract';

/** The contract suite against the MSW handlers: the mocks answer what the real server answers. */
const baseUrl = 'http://contract.test';
const server = setupServer(...defaultHandlerList());
beforeAll(() => {
  // No simulated third parties: the contract run must see what a real server does.
  resetMockDb().simulateOthers = false;
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

const emails = { client: 'ann_lee@example.com', provider: 'bob_smith@example.com' } as const;

describeContract({
  name: 'MSW handlers',
  baseUrl,
  aiConfigured: true,
  signIn: async (who) => {
    const client = createApiClient({
      baseUrl,
      getTokens: () => null,
      setTokens: () => {},
      onLogout: () => {},
    });
    return client.call(signinWithEmailAndPassword, { body: { email: emails[who], password: DEMO_PASSWORD } });
  },
});
