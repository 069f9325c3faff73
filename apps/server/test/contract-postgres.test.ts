import { afterAll, beforeAll, describe, it } from 'vitest';

import { describeContract } from '@lancer/api/contract-suite/describe-contract';
import WebSocket from 'ws';

import { createScratchDatabase } from './helpers/postgres';
import { createTestApp, signUp, type TestApp } from './helpers/test-app';

/** The same contract suite on PostgreSQL (DATABASE_URL path): same schema, same migrations. */
const scratch = await createScratchDatabase();

if ('skip' in scratch) {
  console.warn(scratch.skip);
  describe.skip(`contract: server on PostgreSQL (${scratch.skip})`, () => {
    it('needs PostgreSQL', () => {});
  });
} else {
  let app: TestApp;
  let baseUrl = '';
  beforeAll(async () => {
    app = await createTestApp({ databaseUrl: scratch.url });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await scratch.drop();
  });

  let run = 0;
  describeContract({
    name: 'server on PostgreSQL',
    get baseUrl() {
      return baseUrl;
    },
    aiConfigured: false,
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    signIn: async (who) => {
      run += 1;
      const session = await signUp(app, `${who}-${run}@contract-pg.test`);
      return { access_token: session.token, refresh_token: session.refreshToken };
    },
  });
}
