import { Role } from '@lancer/api/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { personalAccessTokens, users } from '../../src/db/schema';
import { sha256 } from '../../src/lib/ids';
import { call, createTestApp, giveSecondFactor, signUp, type TestApp, withLimits } from '../helpers/test-app';

const make = async (
  app: TestApp,
  sessionToken: string,
  scopes: string[],
  expiresInDays: number | null = 30,
) => {
  const made = await call(app, 'POST', '/api/user/access-token/create-access-token', {
    token: sessionToken,
    body: { name: 'Script', scopes, expires_in_days: expiresInDays },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body as { token: { id: string }; secret: string };
};

const answer = (result: { status: number; body?: { error?: { code: string } } }) =>
  `${result.status} ${result.body?.error?.code ?? ''}`.trim();

describe('personal access tokens (issue 48, decision 1807)', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    app = await createTestApp(withLimits({ token: { token: 5 } }));
    owner = await signUp(app, 'pat-owner@lancer.test');
  });
  afterAll(() => app.close());

  it('acts as its user within its scopes: a read scope reads, writes are refused 403 naming the scope', async () => {
    const { secret } = await make(app, owner.token, ['user:read', 'request:read']);
    const profile = await call(app, 'GET', '/api/user/profile/fetch-profile', { token: secret });
    expect(profile.status).toBe(200);
    expect(profile.body.account.basic.user_id).toBe(owner.userId);
    expect(
      answer(
        await call(app, 'GET', '/api/request/search-requests', { token: secret, query: { scope: 'mine' } }),
      ),
    ).toBe('200');
    const write = await call(app, 'POST', '/api/user/profile/update-user-fullname', {
      token: secret,
      body: { first_name: 'Not', last_name: 'Allowed' },
    });
    expect(answer(write)).toBe('403 FORBIDDEN');
    expect(write.body.error.message).toContain('user:write');
    const otherArea = await call(app, 'GET', '/api/stats/fetch-statistics', { token: secret });
    expect(answer(otherArea)).toBe('403 FORBIDDEN');
    expect(otherArea.body.error.message).toContain('stats:read');
  });

  it('a write scope also reads its area; the tokens themselves and the password need a signed-in session', async () => {
    const { secret } = await make(app, owner.token, ['user:write']);
    expect(answer(await call(app, 'GET', '/api/user/profile/fetch-profile', { token: secret }))).toBe('200');
    expect(
      answer(
        await call(app, 'POST', '/api/user/profile/update-user-fullname', {
          token: secret,
          body: { first_name: 'Script', last_name: 'Written' },
        }),
      ),
    ).toBe('200');
    expect(
      answer(await call(app, 'GET', '/api/user/access-token/fetch-access-tokens', { token: secret })),
    ).toBe('403 FORBIDDEN');
    expect(
      answer(
        await call(app, 'POST', '/api/user/access-token/create-access-token', {
          token: secret,
          body: { name: 'More', scopes: ['user:write'], expires_in_days: null },
        }),
      ),
    ).toBe('403 FORBIDDEN');
    expect(
      answer(
        await call(app, 'POST', '/api/user/signin/update-user-password', {
          token: secret,
          body: { password: 'another-horse-2', password2: 'another-horse-2' },
        }),
      ),
    ).toBe('403 FORBIDDEN');
  });

  it('is stored hashed: the table holds its SHA-256 and first characters, never the secret', async () => {
    const { token, secret } = await make(app, owner.token, ['user:read']);
    const [row] = await app.services.db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.id, token.id));
    expect(row!.tokenHash).toBe(sha256(secret));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row!.hint).toBe(secret.slice(0, 8));
  });

  it('revoked, its next call answers 401 TOKEN_SIGNATURE_INVALID; last used is recorded', async () => {
    const { token, secret } = await make(app, owner.token, ['user:read']);
    expect(answer(await call(app, 'GET', '/api/user/profile/fetch-profile', { token: secret }))).toBe('200');
    const listed = await call(app, 'GET', '/api/user/access-token/fetch-access-tokens', {
      token: owner.token,
    });
    const entry = (listed.body.tokens as { id: string; last_used_at: string | null }[]).find(
      (one) => one.id === token.id,
    );
    expect(entry?.last_used_at).not.toBeNull();
    const revoked = await call(app, 'POST', `/api/user/access-token/revoke-access-token/${token.id}`, {
      token: owner.token,
    });
    expect(revoked.status).toBe(200);
    expect(answer(await call(app, 'GET', '/api/user/profile/fetch-profile', { token: secret }))).toBe(
      '401 TOKEN_SIGNATURE_INVALID',
    );
    // A made-up token is refused the same way.
    expect(answer(await call(app, 'GET', '/api/user/profile/fetch-profile', { token: `${secret}x` }))).toBe(
      '401 TOKEN_SIGNATURE_INVALID',
    );
  });

  it('expired, it is refused 401', async () => {
    const { token, secret } = await make(app, owner.token, ['user:read'], 7);
    await app.services.db
      .update(personalAccessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(personalAccessTokens.id, token.id));
    expect(answer(await call(app, 'GET', '/api/user/profile/fetch-profile', { token: secret }))).toBe(
      '401 TOKEN_SIGNATURE_INVALID',
    );
  });

  it('is limited on its own: over its count it answers 429 with Retry-After, another token goes on', async () => {
    const first = await make(app, owner.token, ['user:read']);
    const second = await make(app, owner.token, ['user:read']);
    const statuses = [];
    for (let index = 0; index < 6; index += 1)
      statuses.push(
        (await call(app, 'GET', '/api/user/profile/fetch-profile', { token: first.secret })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await call(app, 'GET', '/api/user/profile/fetch-profile', { token: first.secret });
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.body.error.message).toContain('personal access token');
    expect((await call(app, 'GET', '/api/user/profile/fetch-profile', { token: second.secret })).status).toBe(
      200,
    );
    // The user's own session is not counted with its tokens.
    expect((await call(app, 'GET', '/api/user/profile/fetch-profile', { token: owner.token })).status).toBe(
      200,
    );
  });

  it('a suspension ends its tokens for good, as it ends its sessions', async () => {
    const user = await signUp(app, 'pat-suspended@lancer.test');
    const admin = await signUp(app, 'pat-admin@lancer.test');
    await app.services.db.update(users).set({ role: Role.ADMINISTRATOR }).where(eq(users.id, admin.userId));
    await giveSecondFactor(app, admin.userId);
    const { secret } = await make(app, user.token, ['user:read']);
    const suspended = await call(app, 'POST', '/api/console/suspend-user', {
      token: admin.token,
      body: { user_id: user.userId, reason: 'Spam.', until: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(suspended.status).toBe(200);
    expect(answer(await call(app, 'GET', '/api/user/profile/fetch-profile', { token: secret }))).toBe(
      '403 ACCOUNT_SUSPENDED',
    );
    await call(app, 'POST', '/api/console/reinstate-user', {
      token: admin.token,
      body: { user_id: user.userId, reason: 'Explained.' },
    });
    expect(answer(await call(app, 'GET', '/api/user/profile/fetch-profile', { token: secret }))).toBe(
      '401 TOKEN_SIGNATURE_INVALID',
    );
  });
});
