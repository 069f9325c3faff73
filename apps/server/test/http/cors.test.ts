import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readCorsOrigins } from '../../src/config';
import { call, createTestApp, signUp, type TestApp } from '../helpers/test-app';

const dashboard = 'https://dashboard.example.com';
const other = 'https://evil.example.net';

const preflight = (app: TestApp, origin: string, url = '/api/user/profile/fetch-profile') =>
  app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization',
    },
  });

describe('CORS for integrators (issue 48, decision 1806)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ corsOrigins: readCorsOrigins(` ${dashboard} , http://localhost:5206`) });
  });
  afterAll(() => app.close());

  it("answers a listed origin's preflight with its own origin, the methods and headers, and no credentials", async () => {
    const answer = await preflight(app, dashboard);
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(dashboard);
    expect(String(answer.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(answer.headers['access-control-allow-headers'])).toContain('authorization');
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(answer.headers.vary)).toMatch(/origin/i);
  });

  it("lets a listed origin read an answer made with a bearer token, and the limits' headers", async () => {
    const { token } = await signUp(app, 'cors@lancer.test');
    const answer = await call(app, 'GET', '/api/user/profile/fetch-profile', {
      token,
      headers: { origin: dashboard },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(dashboard);
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(answer.headers['access-control-expose-headers'])).toContain('retry-after');
    // An error answer too: the page reads the code.
    const refused = await call(app, 'GET', '/api/user/profile/fetch-profile', {
      headers: { origin: dashboard },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe(dashboard);
  });

  it('gives an origin not listed nothing: no preflight, no allow header, never a wildcard', async () => {
    const answer = await preflight(app, other);
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    const read = await call(app, 'GET', '/api/health', { headers: { origin: other } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const nullOrigin = await call(app, 'GET', '/api/health', { headers: { origin: 'null' } });
    expect(nullOrigin.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS_ORIGINS unset', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ corsOrigins: readCorsOrigins(undefined) });
  });
  afterAll(() => app.close());

  it('allows no origin: the preflight is not answered and no answer carries a CORS header', async () => {
    const answer = await preflight(app, dashboard);
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    const read = await call(app, 'GET', '/api/health', { headers: { origin: dashboard } });
    expect(read.status).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS_ORIGINS is read strictly', () => {
  it('refuses a wildcard, a path, a trailing slash or another scheme at start', () => {
    expect(readCorsOrigins('https://a.example, http://127.0.0.1:5206')).toEqual([
      'https://a.example',
      'http://127.0.0.1:5206',
    ]);
    for (const wrong of ['*', 'https://a.example/', 'https://a.example/app', 'a.example', 'ftp://a.example'])
      expect(() => readCorsOrigins(wrong), wrong).toThrow(/not an origin/);
  });
});
