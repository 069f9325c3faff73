import { afterAll, beforeAll } from 'vitest';

import { startFakeAi } from './helpers/fake-ai';
import { describeServerContract } from './helpers/server-contract';

/**
 * The packages/api contract suite against this server on PGlite, with AI configured: the local
 * fake OpenAI-compatible endpoint, which also counts the streams the server cancelled upstream.
 * (The PostgreSQL run keeps AI unset, so the "not configured" answers are proven there.)
 */
let fake: Awaited<ReturnType<typeof startFakeAi>>;
beforeAll(async () => {
  fake = await startFakeAi();
});
afterAll(() => fake.close());

describeServerContract('server on PGlite', () => ({ aiBaseUrl: fake.url, aiModel: 'tiny' }), undefined, {
  aiConfigured: true,
  aiStreamsCancelled: () => fake.aborted,
});
