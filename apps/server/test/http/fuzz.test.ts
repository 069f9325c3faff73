import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { operations } from '@lancer/api/contract/index';
import { fillPath, type Operation } from '@lancer/api/contract/operation';

import { createTestApp, signUp, withLimits, type TestApp } from '../helpers/test-app';

const all = operations as unknown as Record<string, Operation>;

/** Bodies no schema accepts whole: wrong types, nesting, huge and odd strings, prototype tricks. */
const bodies: unknown[] = [
  null,
  [],
  'text',
  42,
  true,
  { __proto__: { admin: true } },
  { constructor: { prototype: {} } },
  Object.fromEntries(
    ['email', 'password', 'code', 'id', 'text', 'flid', 'hourly', 'content', 'base64', 'page'].map((k) => [
      k,
      { $gt: '' },
    ]),
  ),
  Object.fromEntries(
    ['email', 'password', 'code', 'text', 'flid', 'content', 'base64', 'condition', 'title'].map((k) => [
      k,
      'x'.repeat(30_000),
    ]),
  ),
  Object.fromEntries(['hourly', 'page', 'page_size', 'amount', 'price', 'score'].map((k) => [k, 1e308])),
  Object.fromEntries(['hourly', 'page', 'page_size', 'amount', 'price', 'score'].map((k) => [k, -1])),
  { email: 'a@b.co', password: '\u0000', code: '\u202e123456', host: '' },
];
const ids = ['x', '0', '-1', "1' OR '1'='1", '%00', 'a'.repeat(500), '00000000-0000-0000-0000-000000000000'];
const queries = [
  { page: '-1' },
  { page: 'abc', page_size: '1000000' },
  { condition: '%', tags: '\u0000' },
  { link_type: 'x' },
];

describe('fuzz: malformed input never gets a 500', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp(withLimits({ signin: { email: 1_000_000, address: 1_000_000 } }));
    ({ token } = await signUp(app, 'fuzz@example.com'));
  });
  afterAll(() => app.close());

  // proves: CALL-ERRORS
  it('sends malformed bodies, ids and queries to every route', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const op of Object.values(all)) {
      const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      for (const id of names.length ? ids : ['']) {
        const url = fillPath(op.path, Object.fromEntries(names.map((name) => [name, id])));
        const payloads = op.method === 'POST' ? bodies : [undefined];
        for (const payload of payloads) {
          for (const query of op.method === 'GET' || op.method === 'DELETE' ? queries : [{}]) {
            const response = await app.inject({
              method: op.method,
              url,
              query,
              headers: {
                authorization: `Bearer ${token}`,
                ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
              },
              ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
            });
            sent += 1;
            const ok =
              response.statusCode < 500 || response.statusCode === 501 || response.statusCode === 503;
            if (!ok)
              failures.push(
                `${op.name} ${url} ${JSON.stringify(payload)?.slice(0, 80)} -> ${response.statusCode} ${response.body.slice(0, 200)}`,
              );
            if (response.statusCode >= 400) {
              const body = response.json() as { error?: { code?: string; message?: string } };
              if (!body.error?.code || !body.error.message)
                failures.push(`${op.name}: error without code/message`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(Object.keys(all).length * 3);
  }, 120_000);
});
