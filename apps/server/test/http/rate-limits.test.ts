import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FAKE_PNG_BASE64, startFakeAi } from '../helpers/fake-ai';
import { REDIS_URL, redisUp } from '../helpers/redis';
import { call, createTestApp, signUp, withLimits, type TestApp } from '../helpers/test-app';

type Answer = Awaited<ReturnType<typeof call>>;

const wrongPassword = (app: TestApp, email: string, address = '198.51.100.7') =>
  call(app, 'POST', '/api/user/signin/signin-with-email-and-password', {
    body: { email, password: 'not-the-password' },
    headers: { 'x-forwarded-for': address },
  });

/** Every refused answer is the contract's 429 with a wait and the limit headers. */
function expectLimited(answers: Answer[], allowed: number, windowSeconds: number) {
  const refused = answers.filter((answer) => answer.status === 429);
  expect(answers.length - refused.length).toBe(allowed);
  for (const answer of refused) {
    expect(answer.body.error.code).toBe('RATE_LIMITED');
    expect(answer.body.error.message).toMatch(/^Too many .+\. Try again in \d+ (second|minute|hour)s?\.$/);
    const wait = Number(answer.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(windowSeconds);
    expect(answer.headers['x-ratelimit-limit']).toBe(String(allowed));
    expect(answer.headers['x-ratelimit-remaining']).toBe('0');
    expect(answer.headers['x-ratelimit-reset']).toBe(answer.headers['retry-after']);
  }
  return refused;
}

describe('rate limits on one instance (counted in memory)', () => {
  let app: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeAi>>;
  beforeAll(async () => {
    fake = await startFakeAi();
    app = await createTestApp({
      aiBaseUrl: fake.url,
      aiModel: 'tiny',
      ...withLimits({
        signin: { email: 5, address: 1_000 },
        ai: { user: 3, address: 1_000 },
        'email-code': { email: 2, user: 100, address: 1_000 },
        upload: { user: 2, address: 1_000 },
      }),
    });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('lets exactly the limit of 12 parallel sign-ins through and refuses the rest with Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => wrongPassword(app, 'parallel@example.com')),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(5);
    const refused = expectLimited(answers, 5, 15 * 60);
    expect(refused).toHaveLength(7);
    expect(refused[0]!.body.error.message).toMatch(/^Too many sign-in attempts for this email\./);
    // Another email from the same address is counted on its own.
    expect((await wrongPassword(app, 'someone-else@example.com')).status).toBe(401);
  });

  it('counts AI calls per user: parallel calls over the limit are refused, another user still has his', async () => {
    const alice = await signUp(app, `alice-${Date.now()}@limits.test`);
    const bob = await signUp(app, `bob-${Date.now()}@limits.test`);
    const translate = (token: string) =>
      call(app, 'POST', '/api/lab/translate-text', { token, body: { text: 'hello', target_language: 'zh' } });
    const answers = await Promise.all(Array.from({ length: 6 }, () => translate(alice.token)));
    const refused = expectLimited(answers, 3, 60 * 60);
    expect(refused[0]!.body.error.message).toMatch(/^Too many AI requests from this account\./);
    const allowed = answers.find((answer) => answer.status === 200)!;
    expect(allowed.headers['x-ratelimit-limit']).toBe('3');
    // Refused calls never reached the AI endpoint.
    expect(fake.requests.filter((request) => request.path === '/v1/chat/completions')).toHaveLength(3);
    expect((await translate(bob.token)).status).toBe(200);
  });

  it('limits codes mailed to one address, whoever asks', async () => {
    const one = await signUp(app, `one-${Date.now()}@limits.test`);
    const two = await signUp(app, `two-${Date.now()}@limits.test`);
    const send = (token: string) =>
      call(app, 'POST', '/api/user/profile/send-email-code', {
        token,
        body: { email: 'Target@Example.com' },
      });
    expect((await send(one.token)).status).toBe(200);
    expect((await send(two.token)).status).toBe(200);
    const refused = await send(one.token);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/^Too many codes sent for this email\. Try again in /);
  });

  it('limits uploads per user', async () => {
    const { token } = await signUp(app, `uploader-${Date.now()}@limits.test`);
    const upload = () =>
      call(app, 'POST', '/api/user/profile/update-user-photo', {
        token,
        body: { base64: FAKE_PNG_BASE64, filename: 'me.png' },
      });
    const answers = await Promise.all([upload(), upload(), upload()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 429]);
  });
});

const redis = await redisUp();
if (!redis)
  console.warn(`skipping the rate limits across two instances: Redis not reachable at ${REDIS_URL}`);

describe.skipIf(!redis)('rate limits across two instances sharing one Redis', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    const settings = { redisUrl: REDIS_URL, ...withLimits({ signin: { email: 5, address: 1_000 } }) };
    [one, two] = await Promise.all([createTestApp(settings), createTestApp(settings)]);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
  });

  it('lets exactly the limit through when 12 parallel sign-ins are spread over both', async () => {
    const email = `shared-${Date.now()}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => wrongPassword(n % 2 ? one : two, email)),
    );
    expect(expectLimited(answers, 5, 15 * 60)).toHaveLength(7);
  });
});
