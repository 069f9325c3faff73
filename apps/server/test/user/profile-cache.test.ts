import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { UserProfile } from '@lancer/api/schemas/user';

import { users } from '../../src/db/schema';
import { createProfileCache } from '../../src/user/profile-cache';
import { call, createTestApp, lastMailedCode, signUp, type TestApp } from '../helpers/test-app';
import { confirmSandboxLink } from '../helpers/sandbox-link';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// Production sends the cached profile's JSON made once (decision 1950; response validation off);
// dev and tests check each answer against the contract. Both must follow every write.
describe.each([
  { mode: 'answers checked against the contract', validateResponses: true },
  { mode: "production: the cached profile's JSON made once", validateResponses: false },
])('fetch-profile cache ($mode): every write is visible on the next read', ({ validateResponses }) => {
  let app: TestApp;
  let alice: { token: string; userId: string };
  beforeAll(async () => {
    app = await createTestApp({ profileCacheTtlMs: 10 * 60_000, validateResponses });
    alice = await signUp(app, 'cache-alice@example.com');
  });
  afterAll(() => app.close());

  const profile = async (token = alice.token) => {
    const response = await call(app, 'GET', '/api/user/profile/fetch-profile', { token });
    expect(response.status).toBe(200);
    return response.body as UserProfile;
  };
  const post = async (name: string, body: unknown) => {
    const response = await call(app, 'POST', `/api/user/profile/${name}`, { token: alice.token, body });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };

  it('answers the JSON and content type Fastify would serialise, the same bytes on every read', async () => {
    const read = () =>
      app.inject({
        method: 'GET',
        url: '/api/user/profile/fetch-profile',
        headers: { authorization: `Bearer ${alice.token}` },
      });
    const [first, second] = [await read(), await read()];
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    expect(first.body).toBe(JSON.stringify(first.json()));
    expect(Number(second.headers['content-length'])).toBe(Buffer.byteLength(second.body));
  });

  it("serves fetch-profile from the cache (a change made behind the server's back is not seen)", async () => {
    expect((await profile()).account.basic.first_name).toBe('');
    await app.services.db.update(users).set({ firstName: 'Behind' }).where(eq(users.id, alice.userId));
    expect((await profile()).account.basic.first_name).toBe('');
    await app.services.profiles.invalidate(alice.userId);
    expect((await profile()).account.basic.first_name).toBe('Behind');
  });

  type Case = {
    write: () => Promise<unknown>;
    shown: (p: UserProfile, written: unknown) => unknown;
    expected: (written: unknown) => unknown;
  };
  const cases: Record<string, Case> = {
    'update-user-fullname': {
      write: () => post('update-user-fullname', { first_name: 'Alice', last_name: 'Liddell' }),
      shown: (p) => [p.account.basic.first_name, p.account.basic.last_name],
      expected: () => ['Alice', 'Liddell'],
    },
    'update-mobile': {
      write: () => post('update-mobile', { mobile: '5550100', area_code: '44' }),
      shown: (p) => p.account.basic.mobile,
      expected: () => ({ number: '5550100', area_code: '+44' }),
    },
    'update-self-intro': {
      write: () => post('update-self-intro', { content: '<p>Hello <em>there</em></p>' }),
      shown: (p) => p.account.basic.self_intro.content_html,
      expected: () => '<p>Hello <em>there</em></p>',
    },
    'update-expected-salary (rate, and accepting requests on)': {
      write: () => post('update-expected-salary', { hourly: 55 }),
      shown: (p) => p.account.provider,
      expected: () => ({ accepting_request: true, expected_salary: { hourly: 55 } }),
    },
    'update-accepting-request': {
      write: () => post('update-accepting-request', { accepting_request: false }),
      shown: (p) => p.account.provider.accepting_request,
      expected: () => false,
    },
    'update-user-photo': {
      write: () => post('update-user-photo', { base64: png.toString('base64'), filename: 'me.png' }),
      shown: (p) => p.account.basic.photo.url,
      expected: (written) => (written as { url: string }).url,
    },
    'update-user-photo-blob': {
      write: async () => {
        const boundary = '----cache-test';
        const payload = Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const response = await app.inject({
          method: 'POST',
          url: '/api/user/profile/update-user-photo-blob',
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            authorization: `Bearer ${alice.token}`,
          },
          payload,
        });
        expect(response.statusCode).toBe(200);
        return response.json();
      },
      shown: (p) => p.account.basic.photo.url,
      expected: (written) => (written as { url: string }).url,
    },
    'fetch-stripe-account-link (a pending payment method)': {
      write: async () =>
        (await call(app, 'GET', '/api/user/profile/fetch-stripe-account-link', { token: alice.token })).body,
      shown: (p) => p.finance.income,
      expected: () => ({
        ready_to_receive_money: false,
        bank_account: { money_collecting_methods: [{ type: 3, setup: false, verified: false }] },
      }),
    },
    'sandbox onboarding done (the account linked)': {
      write: async () => {
        const link = await call(app, 'GET', '/api/user/profile/fetch-stripe-account-link', {
          token: alice.token,
        });
        expect((await confirmSandboxLink(app, link.body.url)).statusCode).toBe(303);
      },
      shown: (p) => p.finance.income,
      expected: () => ({
        ready_to_receive_money: true,
        bank_account: { money_collecting_methods: [{ type: 3, setup: true, verified: true }] },
      }),
    },
    'update-email (after the code)': {
      write: async () => {
        await post('send-email-code', { email: 'cache-alice@new.example' });
        await post('verify-email-with-code', {
          email: 'cache-alice@new.example',
          code: await lastMailedCode(app, 'cache-alice@new.example'),
        });
        return post('update-email', { email: 'cache-alice@new.example' });
      },
      shown: (p) => p.account.basic.email.address,
      expected: () => 'cache-alice@new.example',
    },
    'update-new-user-flid': {
      write: async () => {
        const response = await call(app, 'POST', '/api/user/signin/update-new-user-flid', {
          token: alice.token,
          body: { flid: 'Alice-Cached' },
        });
        expect(response.status).toBe(200);
      },
      shown: (p) => p.account.basic.FLID.identity,
      expected: () => 'alice-cached',
    },
  };

  for (const [name, { write, shown, expected }] of Object.entries(cases)) {
    it(`${name}: read, write, read again shows the write`, async () => {
      const before = await profile(); // cached now
      const written = await write();
      expect(shown(before, written)).not.toEqual(expected(written));
      expect(shown(await profile(), written)).toEqual(expected(written));
    });
  }
});

describe('profile cache internals', () => {
  const profileNamed = (name: string) =>
    ({ account: { basic: { first_name: name } } }) as unknown as UserProfile;
  const deferred = () => {
    let resolve!: (value: UserProfile) => void;
    const promise = new Promise<UserProfile>((r) => (resolve = r));
    return { promise, resolve };
  };

  it('does not store a load that was under way when the profile was invalidated, and later readers do not join it', async () => {
    const cache = await createProfileCache({ ttlMs: 60_000 });
    const slow = deferred();
    const first = cache.read('u1', () => slow.promise); // reads the row before the write commits...
    await cache.invalidate('u1'); // ...the write commits and invalidates...
    let loads = 0;
    const second = cache.read('u1', async () => ((loads += 1), profileNamed('new')));
    slow.resolve(profileNamed('old')); // ...then the old read finishes.
    expect((await first).account.basic.first_name).toBe('old');
    expect((await second).account.basic.first_name).toBe('new');
    expect((await cache.read('u1', async () => profileNamed('never'))).account.basic.first_name).toBe('new');
    expect(loads).toBe(1);
  });

  it('shares one load between concurrent readers, expires entries after the TTL, and stores nothing with TTL 0', async () => {
    let loads = 0;
    const load = async () => ((loads += 1), profileNamed(`v${loads}`));
    const cache = await createProfileCache({ ttlMs: 30 });
    await Promise.all([cache.read('u', load), cache.read('u', load), cache.read('u', load)]);
    expect(loads).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await cache.read('u', load)).account.basic.first_name).toBe('v2');
    const off = await createProfileCache({ ttlMs: 0 });
    await off.read('u', load);
    await off.read('u', load);
    expect(loads).toBe(4);
  });

  it('keeps at most maxEntries profiles', async () => {
    let loads = 0;
    const cache = await createProfileCache({ ttlMs: 60_000, maxEntries: 2 });
    const load = async () => ((loads += 1), profileNamed('x'));
    for (const id of ['a', 'b', 'c', 'a']) await cache.read(id, load);
    expect(loads).toBe(4); // 'a' was dropped when 'c' came in
  });
});

describe('profile writes go through changeProfile only', () => {
  const src = path.join(import.meta.dirname, '../../src');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? files(path.join(dir, entry.name))
        : entry.name.endsWith('.ts')
          ? [path.join(dir, entry.name)]
          : [],
    );
  // Creating a user cannot leave a stale profile (none was cached for an id that did not exist).
  const allowed: Record<string, RegExp[]> = {
    'user/profile-writes.ts': [/./],
    'user/user-repository.ts': [/\.insert\(users\)/],
    'demo/seed.ts': [/\.insert\(moneyCollectingMethods\)/],
  };

  it('no other module updates, inserts or deletes users or money-collecting methods', () => {
    const writes =
      /\.(update|insert|delete)\((users|moneyCollectingMethods)\)|\b(UPDATE|INSERT INTO|DELETE FROM)\s+(users|money_collecting_methods)\b/g;
    const offenders: string[] = [];
    for (const file of files(src)) {
      const relative = path.relative(src, file).split(path.sep).join('/');
      for (const match of readFileSync(file, 'utf8').matchAll(writes)) {
        if (!(allowed[relative] ?? []).some((pattern) => pattern.test(match[0])))
          offenders.push(`${relative}: ${match[0]}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
