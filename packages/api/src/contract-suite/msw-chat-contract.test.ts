// @vitest-environment happy-dom
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe } from 'vitest';

import { createApiClient } from '../client';
import { signinWithEmailAndPassword } from '../contract/user';
import { DEMO_PASSWORD } from '../mocks/db/seed';
import { resetMockDb } from '../mocks/db/store';
import { defaultHandlerList } from '../mocks/handlers/index';
import { describeChatContract } from './chat-contract';
import { useContractSessions } from './describe-contract';
import type { ContractTarget } from './target';

/** The chat part of the contract against the MSW WebSocket mock (MSW intercepts WebSocket only where one exists). */
const baseUrl = 'http://contract.test';
const server = setupServer(...defaultHandlerList());
beforeAll(() => {
  resetMockDb().simulateOthers = false;
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

const emails = { client: 'ann_lee@example.com', provider: 'bob_smith@example.com' } as const;
const target: ContractTarget = {
  name: 'MSW WebSocket mock',
  baseUrl,
  signIn: (who) =>
    createApiClient({ baseUrl, getTokens: () => null, setTokens: () => {}, onLogout: () => {} }).call(
      signinWithEmailAndPassword,
      { body: { email: emails[who], password: DEMO_PASSWORD } },
    ),
};

describe(`contract: ${target.name}`, () => {
  describeChatContract(target, useContractSessions(target));
});
