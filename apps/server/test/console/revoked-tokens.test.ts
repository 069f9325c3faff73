import { Role } from '@lancer/api/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../src/db/schema';
import { REDIS_URL, sharedBackends } from '../helpers/redis';
import { call, createTestApp, signIn, signUp, type TestApp, giveSecondFactor } from '../helpers/test-app';

const scratch = await sharedBackends('the cross-instance revoked-token test');
const skip = 'skip' in scratch ? scratch.skip : null;

const PASSWORD = 'correct-horse-1';

/** An administrator of `app` (signed up there, then given the role in the database). */
async function administrator(app: TestApp, email: string) {
  const admin = await signUp(app, email);
  await app.services.db.update(users).set({ role: Role.ADMINISTRATOR }).where(eq(users.id, admin.userId));
  await giveSecondFactor(app, admin.userId);
  return admin;
}

const suspendAndReinstate = async (app: TestApp, adminToken: string, userId: string) => {
  const suspended = await call(app, 'POST', '/api/console/suspend-user', {
    token: adminToken,
    body: { user_id: userId, reason: 'Spam.', until: new Date(Date.now() + 3_600_000).toISOString() },
  });
  expect(suspended.status).toBe(200);
  const reinstated = await call(app, 'POST', '/api/console/reinstate-user', {
    token: adminToken,
    body: { user_id: userId, reason: 'Explained.' },
  });
  expect(reinstated.status).toBe(200);
};

/** fetch-profile and update-user-fullname with `token`: their statuses and codes. */
const useToken = async (app: TestApp, token: string) => {
  const answers = [
    await call(app, 'GET', '/api/user/profile/fetch-profile', { token }),
    await call(app, 'POST', '/api/user/profile/update-user-fullname', {
      token,
      body: { first_name: 'Old', last_name: 'Token' },
    }),
  ];
  return answers.map((answer) => `${answer.status} ${answer.body?.error?.code ?? ''}`.trim());
};

describe('a suspension revokes every access token issued before it, for good', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  // proves: SESSION-REVOKED
  it('reinstated, the user signs in again, but a token issued before the suspension stays refused', async () => {
    const admin = await administrator(app, 'admin-revoke@example.com');
    const user = await signUp(app, 'revoked-token@example.com');
    expect(await useToken(app, user.token)).toEqual(['200', '200']);
    await suspendAndReinstate(app, admin.token, user.userId);

    expect(await useToken(app, user.token)).toEqual([
      '401 TOKEN_SIGNATURE_INVALID',
      '401 TOKEN_SIGNATURE_INVALID',
    ]);
    const again = await signIn(app, 'revoked-token@example.com', PASSWORD);
    expect(await useToken(app, again.token)).toEqual(['200', '200']);
    // Another user's tokens are untouched.
    expect(await useToken(app, admin.token)).toEqual(['200', '200']);
  });
});

describe.skipIf(Boolean(skip))('revoked tokens across instances and restarts (PostgreSQL + Redis)', () => {
  const apps: TestApp[] = [];
  const start = async () => {
    if ('skip' in scratch) throw new Error(scratch.skip);
    const app = await createTestApp({ databaseUrl: scratch.url, redisUrl: REDIS_URL });
    apps.push(app);
    return app;
  };
  afterAll(async () => {
    if ('skip' in scratch) return;
    await Promise.all(apps.map((app) => app.close()));
    await scratch.drop();
  });

  it('an old token is refused by the other instance at once, and by an instance started afterwards', async () => {
    const one = await start();
    const two = await start();
    const admin = await administrator(one, `admin-${Date.now()}@revoke.test`);
    const user = await signUp(one, `user-${Date.now()}@revoke.test`);
    expect(await useToken(two, user.token)).toEqual(['200', '200']);
    await suspendAndReinstate(one, admin.token, user.userId);
    // Redis carries the revocation; give the message a moment to arrive.
    await expect
      .poll(async () => (await useToken(two, user.token))[0], { timeout: 5_000 })
      .toBe('401 TOKEN_SIGNATURE_INVALID');
    const three = await start();
    expect(await useToken(three, user.token)).toEqual([
      '401 TOKEN_SIGNATURE_INVALID',
      '401 TOKEN_SIGNATURE_INVALID',
    ]);
  });
});
