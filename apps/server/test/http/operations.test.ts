import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { operations } from '@lancer/api/contract/index';
import { fillPath, type Operation } from '@lancer/api/contract/operation';

import { handlers } from '../../src/handlers';
import { installErrorHandling } from '../../src/http/error-handler';
import { missingHandlers, registerOperations } from '../../src/http/register-operations';
import { call, createTestApp, signUp, type TestApp } from '../helpers/test-app';

const all = operations as unknown as Record<string, Operation>;

describe('operations registry', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp();
    ({ token } = await signUp(app, 'registry@example.com'));
  });
  afterAll(() => app.close());

  it('lists the operations that have no handler yet (nothing silently missing)', () => {
    const missing = missingHandlers(all, handlers);
    const implemented = Object.keys(all).filter((name) => !missing.includes(name));
    console.info(
      `implemented ${implemented.length}/${Object.keys(all).length}; not implemented: ${missing.join(', ') || 'none'}`,
    );
    // Every handler belongs to a contract operation (no typo'd names).
    expect(Object.keys(handlers).filter((name) => !(name in all))).toEqual([]);
  });

  it('answers 501 (never 500) for each operation without a handler, and needs a token where the contract says so', async () => {
    for (const op of Object.values(all)) {
      const url = fillPath(
        op.path,
        Object.fromEntries([...op.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, 'x'])),
      );
      const anonymous = await call(app, op.method, url, { body: op.method === 'POST' ? {} : undefined });
      if (op.auth === 'user') expect([op.name, anonymous.status]).toEqual([op.name, 401]);
      if (!(op.name in handlers)) {
        const signed = await call(app, op.method, url, {
          token,
          body: op.method === 'POST' ? {} : undefined,
        });
        expect([op.name, signed.status]).toEqual([op.name, expect.any(Number)]);
        expect(signed.status === 501 || (signed.status >= 400 && signed.status < 500)).toBe(true);
      }
    }
  });

  it('answers 501 NOT implemented (not 500) for an operation whose handler is missing', async () => {
    const bare = Fastify({ logger: false });
    installErrorHandling(bare);
    registerOperations(bare, {
      operations: { fetchProfile: all.fetchProfile! },
      handlers: {},
      services: app.services,
    });
    const response = await bare.inject({
      method: 'GET',
      url: '/api/user/profile/fetch-profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(501);
    expect(response.json().error.message).toBe('fetchProfile is not implemented yet');
    await bare.close();
  });

  // proves: CALL-ERRORS
  it('answers malformed JSON, a wrong content type and an empty body with 4xx and a message', async () => {
    const path = '/api/user/signin/try-signin-with-email';
    const malformed = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('VALIDATION_FAILED');
    const wrongType = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error.message).toMatch(/application\/json/);
    const empty = await app.inject({ method: 'POST', url: path });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBeTruthy();
  });
});
