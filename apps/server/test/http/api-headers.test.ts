import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { files } from '../../src/db/schema';
import {
  API_CONTENT_SECURITY_POLICY,
  DOCS_CONTENT_SECURITY_POLICY,
  FILE_CONTENT_SECURITY_POLICY,
} from '../../src/http/api-headers';
import { call, createTestApp, signUp, type TestApp } from '../helpers/test-app';

/** The headers every /api answer carries, whatever its status (decision 1032). */
const common = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

// A 1x1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('/api security headers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  // proves: API-SECURITY-HEADERS
  it('every JSON answer, errors included, carries nosniff, a CSP that allows nothing, no referrer, same-origin, no framing', async () => {
    const answers = await Promise.all([
      call(app, 'GET', '/api/health'),
      call(app, 'GET', '/api/no-such-call'),
      call(app, 'GET', '/api/user/profile/fetch-profile'),
      call(app, 'POST', '/api/user/signin/try-signin-with-email', { body: { email: 'not an email' } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 401, 400]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject({
        ...common,
        'content-security-policy': API_CONTENT_SECURITY_POLICY,
      });
      expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('the docs page has a policy of its own that lets its own scripts in, none inline, and still renders', async () => {
    const page = await call(app, 'GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.raw.body).toContain('<script src="/api/docs/scalar.js"></script>');
    expect(page.raw.body).not.toMatch(/<script>/);
    expect(page.headers).toMatchObject({
      ...common,
      'content-security-policy': DOCS_CONTENT_SECURITY_POLICY,
    });
    expect(DOCS_CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(DOCS_CONTENT_SECURITY_POLICY).not.toContain("'unsafe-eval'");
    const bundle = await call(app, 'GET', '/api/docs/scalar.js');
    expect(bundle.status).toBe(200);
    expect(bundle.raw.body).toContain('createApiReference');
    const document = await call(app, 'GET', '/api/docs/openapi.json');
    expect(document.status).toBe(200);
    expect(document.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
  });

  it('a file download keeps its bytes and type, with a file policy the browser viewers can work under', async () => {
    const id = randomUUID();
    const { userId } = await signUp(app, 'headers-file@example.com');
    await app.services.db.insert(files).values({
      id,
      ownerId: userId,
      mime: 'image/png',
      bytes: png,
      name: 'dot.png',
      subjectKind: 'avatar',
      subjectId: userId,
    });
    const response = await app.inject({ method: 'GET', url: `/api/files/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(png)).toBe(true);
    expect(response.headers).toMatchObject({
      ...common,
      'content-security-policy': FILE_CONTENT_SECURITY_POLICY,
    });
    expect(FILE_CONTENT_SECURITY_POLICY).not.toContain('script-src');
  });

  it('production adds Strict-Transport-Security', async () => {
    const production = await createTestApp({ production: true, webDist: undefined });
    try {
      const answer = await call(production, 'GET', '/api/health');
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(answer.headers).toMatchObject(common);
    } finally {
      await production.close();
    }
  });
});
