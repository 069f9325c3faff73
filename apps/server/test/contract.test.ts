import { afterAll, beforeAll } from 'vitest';

import { describeContract } from '@lancer/api/contract-suite/describe-contract';
import WebSocket from 'ws';

import { createTestApp, signUp, type TestApp } from './helpers/test-app';

/** The packages/api contract suite against this server on PGlite, over real HTTP. */
let app: TestApp;
let baseUrl = '';
beforeAll(async () => {
  app = await createTestApp();
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

let run = 0;
describeContract({
  name: 'server on PGlite',
  get baseUrl() {
    return baseUrl;
  },
  aiConfigured: false,
  WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
  signIn: async (who) => {
    run += 1;
    const session = await signUp(app, `${who}-${run}@contract.test`);
    return { access_token: session.token, refresh_token: session.refreshToken };
  },
});
