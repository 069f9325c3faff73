import { readFileSync } from 'node:fs';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { requests } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { jobBody, ok, proposalBody } from '../helpers/start-project';
import { call, createTestApp, signUp, type TestApp } from '../helpers/test-app';
import { startWebhookReceiver } from '../helpers/webhook-receiver';

const guide = readFileSync(path.resolve(import.meta.dirname, '../../../../docs/integrate.md'), 'utf8');
/** The guide's runnable examples: fenced blocks tagged `js integrate-example`. */
const examples = [...guide.matchAll(/```js integrate-example\n([\s\S]*?)```/g)].map((match) => match[1]!);

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  ...names: string[]
) => (...values: unknown[]) => Promise<void>;

/** More job posts than searchRequests counts (1,000), so the guide's paging loop must go past the total. */
const JOBS = 1_050;

describe('docs/integrate.md: its examples run against a real server (issue 48)', () => {
  let app: TestApp;
  let api: string;
  const email = 'guide-reader@lancer.test';
  const password = 'correct-horse-1';
  let token: string;
  /** A real delivery to the reader's endpoint: what the webhook example verifies. */
  let webhook: { signature: string; body: string; secret: string };

  beforeAll(async () => {
    app = await createTestApp();
    api = await app.listen({ host: '127.0.0.1', port: 0 });
    const reader = await signUp(app, email, password);
    const made = await call(app, 'POST', '/api/user/access-token/create-access-token', {
      token: reader.token,
      body: { name: 'Guide', scopes: ['user:read', 'request:read'], expires_in_days: 7 },
    });
    token = made.body.secret;
    // One job post through the API, then copies of its row: 1,050 open posts.
    const { id } = await ok(
      app,
      '/api/request/create-request',
      reader.token,
      jobBody({ title: 'Guide job' }),
    );
    const [row] = await app.services.db.select().from(requests).where(eq(requests.id, id));
    const copies = Array.from({ length: JOBS - 1 }, (_, index) => ({
      ...row!,
      id: newId(),
      title: `Guide job ${index}`,
    }));
    for (let start = 0; start < copies.length; start += 250)
      await app.services.db.insert(requests).values(copies.slice(start, start + 250));
    // The reader's webhook endpoint gets a proposal on their job, signed by the server.
    const receiver = await startWebhookReceiver();
    const { secret } = await ok(app, '/api/webhook/create-webhook-endpoint', reader.token, {
      url: receiver.url,
      events: ['proposal_received'],
    });
    const provider = await signUp(app, 'guide-provider@lancer.test', password);
    await ok(app, '/api/proposal/create-proposal', provider.token, proposalBody(id));
    const [hit] = await receiver.waitFor(1);
    await receiver.close();
    webhook = { signature: String(hit!.headers['lancer-signature']), body: hit!.body, secret };
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
        expect(logged).toEqual([`${JOBS} jobs`]);
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
