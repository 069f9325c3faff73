import { readFileSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, createTestApp, type TestApp } from '../helpers/test-app';

const root = path.resolve(import.meta.dirname, '../../../..');

describe('health and docs', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers ok', async () => {
    const response = await call(app, 'GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
  });

  it('serves the OpenAPI document with every contract operation, and a docs page', async () => {
    const { operations } = await import('@lancer/api/contract/index');
    const doc = await call(app, 'GET', '/api/docs/openapi.json');
    const ids = Object.values(
      doc.body.paths as Record<string, Record<string, { operationId: string }>>,
    ).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(ids.sort()).toEqual(Object.keys(operations).sort());
    // One builder (issue 29): what the server serves is the generated docs/openapi.json.
    const generated = JSON.parse(readFileSync(path.join(root, 'docs/openapi.json'), 'utf8'));
    expect(doc.body, 'the served document differs from docs/openapi.json').toEqual(generated);
    const page = await call(app, 'GET', '/api/docs');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.raw.body).toContain('/api/docs/init.js');
    expect((await call(app, 'GET', '/api/docs/init.js')).raw.body).toContain('/api/docs/openapi.json');
    // The chat socket's AsyncAPI document and the Integrate guide, both linked from the reference.
    const asyncApi = await call(app, 'GET', '/api/docs/asyncapi.json');
    const committedAsyncApi = JSON.parse(readFileSync(path.join(root, 'docs/asyncapi.json'), 'utf8'));
    expect(asyncApi.body, 'the served AsyncAPI document differs from docs/asyncapi.json').toEqual(
      committedAsyncApi,
    );
    const guide = await call(app, 'GET', '/api/docs/integrate');
    expect(guide.headers['content-security-policy']).toContain("script-src 'self'");
    expect(guide.raw.body).toContain('<h2>Idempotency keys</h2>');
    // One h1, the guide's title (the blog renderer's allow-list drops a Markdown one).
    expect(guide.raw.body.match(/<h1>[^<]*<\/h1>/g)).toEqual(['<h1>Integrate with the Lancer API</h1>']);
    expect(JSON.stringify(doc.body.info)).toContain('(/api/docs/integrate)');
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await call(app, 'GET', '/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('NOT_FOUND');
  });
});
