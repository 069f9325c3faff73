import { readFileSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { OPEN_JOBS, startIntegratorWorld } from '../helpers/integrator-world';
import { call, type TestApp } from '../helpers/test-app';

const guide = readFileSync(path.resolve(import.meta.dirname, '../../../../docs/integrate.md'), 'utf8');
/** The guide's runnable examples: fenced blocks tagged `js integrate-example`. */
const examples = [...guide.matchAll(/```js integrate-example\n([\s\S]*?)```/g)].map((match) => match[1]!);

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  ...names: string[]
) => (...values: unknown[]) => Promise<void>;

describe('docs/integrate.md: its examples run against a real server (issue 48)', () => {
  let app: TestApp;
  let api: string;
  const email = 'guide-reader@lancer.test';
  const password = 'correct-horse-1';
  let token: string;
  /** A real delivery to the reader's endpoint: what the webhook example verifies. */
  let webhook: Awaited<ReturnType<typeof startIntegratorWorld>>['webhook'];

  beforeAll(async () => {
    ({ app, api, token, webhook } = await startIntegratorWorld(email, password));
  }, 240_000);
  afterAll(() => app.close());

  it('has examples: a token call, a sign-in, paging past the capped total, a webhook check', () => {
    expect(examples.length).toBeGreaterThanOrEqual(4);
    expect(examples.some((code) => code.includes('verifyLancerWebhook'))).toBe(true);
  });

  it.each(examples.map((code, index) => [index + 1, code] as const))(
    'example %i runs',
    async (_, code) => {
      const logged: string[] = [];
      // A function made from text has no module loader of its own: its `import(…)` is this file's.
      const source = code.replace(/\bawait import\(/g, 'await load(');
      const run = new AsyncFunction(
        'API',
        'TOKEN',
        'EMAIL',
        'PASSWORD',
        'WEBHOOK',
        'load',
        'console',
        source,
      );
      await run(api, token, email, password, webhook, (name: string) => import(name), {
        log: (...parts: unknown[]) => logged.push(parts.join(' ')),
      });
      if (code.includes('total_capped')) {
        // The loop read every post, past the 1,000 the total stops counting at.
        expect(logged).toEqual([`${OPEN_JOBS} jobs`]);
      }
      if (code.includes('fetch-profile')) expect(logged).toEqual([email]);
      // The guide's check accepts the server's real signature (and refuses a changed body).
      if (code.includes('verifyLancerWebhook')) expect(logged).toEqual(['verified proposal_received']);
    },
    120_000,
  );

  it('the server caps the total the loop cannot rely on', async () => {
    const page = await call(app, 'GET', '/api/request/search-requests', {
      token,
      query: { scope: 'all', page: '1', page_size: '100' },
    });
    expect(page.body).toMatchObject({ total: 1000, total_capped: true });
  });
});
