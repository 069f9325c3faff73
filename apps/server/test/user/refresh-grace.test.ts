import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { call, createTestApp, signUp, type TestApp } from '../helpers/test-app';

const refresh = (app: TestApp, token: string) =>
  call(app, 'POST', '/api/user/signin/refresh-token', { body: { refresh_token: token } });

const later = (seconds: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + seconds * 1000);
};

/** Decision 1021: a just-rotated refresh token is let through for a short grace, then it is reuse. */
describe('refresh token grace (REFRESH_TOKEN_REUSE_GRACE)', () => {
  let app: TestApp;
  let run = 0;
  const freshSession = async () => {
    run += 1;
    return signUp(app, `grace-${run}@example.com`);
  };
  beforeAll(async () => {
    app = await createTestApp({ refreshTokenReuseGraceSeconds: 30 });
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => app.close());

  it('lets three tabs refresh with the same token at the same moment, and every new token works', async () => {
    const { refreshToken } = await freshSession();
    const answers = await Promise.all([1, 2, 3].map(() => refresh(app, refreshToken)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const tokens = answers.map((answer) => answer.body.refresh_token as string);
    expect(new Set(tokens).size).toBe(3);
    for (const answer of answers) {
      const profile = await call(app, 'GET', '/api/user/profile/fetch-profile', {
        token: answer.body.access_token,
      });
      expect(profile.status).toBe(200);
    }
    // Nothing was revoked: the new tokens go on rotating.
    expect((await refresh(app, tokens[2]!)).status).toBe(200);
  });

  it('lets a token spent a moment ago through again, still in its own session', async () => {
    const { refreshToken } = await freshSession();
    const first = await refresh(app, refreshToken);
    later(20);
    const again = await refresh(app, refreshToken);
    expect(again.status).toBe(200);
    expect(again.body.refresh_token).not.toBe(first.body.refresh_token);
    expect((await refresh(app, first.body.refresh_token)).status).toBe(200);
  });

  it('after the grace, reuse of the spent token revokes the whole family', async () => {
    const { refreshToken } = await freshSession();
    const first = await refresh(app, refreshToken);
    later(31);
    const reuse = await refresh(app, refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body.error.code).toBe('REFRESH_TOKEN_INVALID');
    const newer = await refresh(app, first.body.refresh_token);
    expect(newer.status).toBe(401);
  });

  it('within the grace, only the previous token passes: one spent before it is reuse', async () => {
    const { refreshToken: a } = await freshSession();
    const b = (await refresh(app, a)).body.refresh_token as string;
    const c = (await refresh(app, b)).body.refresh_token as string;
    const reuse = await refresh(app, a);
    expect(reuse.status).toBe(401);
    expect((await refresh(app, c)).status).toBe(401);
  });

  it('a session signed out meanwhile is not revived by the grace', async () => {
    const session = await freshSession();
    await refresh(app, session.refreshToken);
    const devices = await call(app, 'GET', '/api/user/device/fetch-signed-in-devices', {
      token: session.token,
    });
    const [device] = devices.body.devices as Array<{ id: string }>;
    const signedOut = await call(app, 'POST', `/api/user/device/sign-out-device/${device!.id}`, {
      token: session.token,
    });
    expect(signedOut.status).toBe(200);
    expect((await refresh(app, session.refreshToken)).status).toBe(401);
  });
});
