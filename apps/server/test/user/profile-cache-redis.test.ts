import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../src/db/schema';
import { REDIS_URL, sharedBackends } from '../helpers/redis';
import { call, createTestApp, signUp, type TestApp } from '../helpers/test-app';

const scratch = await sharedBackends('the cross-instance profile cache test');
const skip = 'skip' in scratch ? scratch.skip : null;

describe.skipIf(Boolean(skip))('profile cache across two instances (PostgreSQL + Redis)', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    if ('skip' in scratch) return;
    // A 10-minute TTL: only the Redis invalidation can make the other instance see a write.
    one = await createTestApp({
      databaseUrl: scratch.url,
      redisUrl: REDIS_URL,
      profileCacheTtlMs: 10 * 60_000,
    });
    two = await createTestApp({
      databaseUrl: scratch.url,
      redisUrl: REDIS_URL,
      profileCacheTtlMs: 10 * 60_000,
    });
  });
  afterAll(async () => {
    if ('skip' in scratch) return;
    await Promise.all([one?.close(), two?.close()]);
    await scratch.drop();
  });

  it('a write on one instance reaches the profile cached by the other', async () => {
    const alice = await signUp(one, `alice-${Date.now()}@cache.test`);
    const nameOn = async (app: TestApp) =>
      (await call(app, 'GET', '/api/user/profile/fetch-profile', { token: alice.token })).body.account.basic
        .first_name as string;
    expect(await nameOn(one)).toBe('');
    expect(await nameOn(two)).toBe('');
    // Proof that instance two serves it from its cache: a change behind both servers' backs is not seen.
    await one.services.db.update(users).set({ firstName: 'Behind' }).where(eq(users.id, alice.userId));
    expect(await nameOn(two)).toBe('');

    const renamed = await call(one, 'POST', '/api/user/profile/update-user-fullname', {
      token: alice.token,
      body: { first_name: 'Alice', last_name: 'X' },
    });
    expect(renamed.status).toBe(200);
    expect(await nameOn(one)).toBe('Alice'); // the writing instance: at once
    const deadline = Date.now() + 2000; // the other one: within the pub/sub delay
    let seen = await nameOn(two);
    while (seen !== 'Alice' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen = await nameOn(two);
    }
    expect(seen).toBe('Alice');
  });
});
