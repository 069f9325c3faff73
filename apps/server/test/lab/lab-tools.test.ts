import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FAKE_PNG_BASE64, startFakeAi } from '../helpers/fake-ai';
import { call, createTestApp, signUp, type TestApp } from '../helpers/test-app';

type BrokenMode = 'status-500' | 'garbage' | 'not-an-image' | 'hang';

/** An endpoint that answers every call the same broken way (`mode`, changed between tests). */
async function startBrokenAi() {
  const state = { mode: 'status-500' as BrokenMode };
  const server: Server = createServer((request, response) => {
    request.resume();
    const { mode } = state;
    if (mode === 'hang') return; // never answers: the call must time out
    if (mode === 'status-500') return void response.writeHead(500).end('upstream broke');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      mode === 'garbage'
        ? '<html>not json'
        : JSON.stringify({ data: [{ b64_json: Buffer.from('not a png').toString('base64') }] }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const aiCalls = [
  ['/api/lab/generate-image', { prompt: 'a lighthouse', size: '256x256', count: 1 }],
  ['/api/lab/run-ai-developer', { task: 'Sum 1 to 10' }],
  ['/api/lab/ask-about-dev-box-snippet', { action: 'explain', language: 'javascript', code: 'x()' }],
] as const;

describe('lab tools: image generation, AI developer, dev box', () => {
  let fake: Awaited<ReturnType<typeof startFakeAi>>;
  let app: TestApp;
  let bare: TestApp;
  let token: string;
  let otherToken: string;
  let bareToken: string;
  let broken: Awaited<ReturnType<typeof startBrokenAi>>;
  let brokenApp: TestApp;
  let brokenToken: string;
  beforeAll(async () => {
    [fake, broken] = await Promise.all([startFakeAi(), startBrokenAi()]);
    [app, bare, brokenApp] = await Promise.all([
      createTestApp({ aiBaseUrl: fake.url, aiModel: 'tiny', aiImageModel: 'tiny-image' }),
      createTestApp(),
      createTestApp({ aiBaseUrl: broken.url, aiTimeoutMs: 300 }),
    ]);
    token = (await signUp(app, 'painter@example.com')).token;
    otherToken = (await signUp(app, 'other@example.com')).token;
    bareToken = (await signUp(bare, 'no-ai-tools@example.com')).token;
    brokenToken = (await signUp(brokenApp, 'broken@example.com')).token;
  }, 120_000);
  afterAll(async () => {
    await Promise.all([app.close(), bare.close(), brokenApp.close()]);
    await Promise.all([fake.close(), broken.close()]);
  });

  // proves: MSG-AI-NOT-CONFIGURED
  it('says "AI is not configured" on each AI call without AI_BASE_URL, and stores nothing', async () => {
    for (const [path, body] of aiCalls) {
      const response = await call(bare, 'POST', path, { token: bareToken, body });
      expect(response.status, path).toBe(503);
      expect(response.body.error).toEqual({
        code: 'AI_NOT_CONFIGURED',
        message:
          'AI is not configured: set AI_BASE_URL to an OpenAI-compatible endpoint (and AI_API_KEY if it needs one)',
      });
    }
    const gallery = await call(bare, 'GET', '/api/lab/fetch-generated-images', { token: bareToken });
    expect(gallery.body).toEqual({ items: [], total: 0, page: 1, page_size: 20 });
  });

  // proves: LAB-IMAGES-MINE
  it('generates images through /images/generations and keeps them as mine, served as PNG files', async () => {
    const response = await call(app, 'POST', '/api/lab/generate-image', {
      token,
      body: { prompt: 'a lighthouse at dusk', size: '256x256', count: 2 },
    });
    expect(response.status).toBe(200);
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v1/images/generations',
      body: {
        model: 'tiny-image',
        prompt: 'a lighthouse at dusk',
        size: '256x256',
        n: 2,
        response_format: 'b64_json',
      },
    });
    const images = response.body.images as Array<{ id: string; url: string; prompt: string; size: string }>;
    expect(images).toHaveLength(2);
    expect(images[0]).toMatchObject({ prompt: 'a lighthouse at dusk', size: '256x256' });
    const file = await app.inject({ method: 'GET', url: images[0]!.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.toString('base64')).toBe(FAKE_PNG_BASE64);

    await call(app, 'POST', '/api/lab/generate-image', { token, body: { prompt: 'a fox' } });
    const gallery = await call(app, 'GET', '/api/lab/fetch-generated-images', {
      token,
      query: { page_size: '2' },
    });
    expect(gallery.body.total).toBe(3);
    expect(gallery.body.items.map((image: { prompt: string }) => image.prompt)).toEqual([
      'a fox',
      'a lighthouse at dusk',
    ]);
    expect(
      (await call(app, 'GET', '/api/lab/fetch-generated-images', { token: otherToken })).body.total,
    ).toBe(0);
    const bad = await call(app, 'POST', '/api/lab/generate-image', {
      token,
      body: { prompt: ' ', count: 5 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ prompt: 'Please describe the image' });
  });

  it('answers the AI developer with the code of the fenced block, and explains and fixes a snippet', async () => {
    const dev = await call(app, 'POST', '/api/lab/run-ai-developer', {
      token,
      body: { task: 'Print hello', language: 'typescript' },
    });
    expect(dev.body).toEqual({
      language: 'typescript',
      code: 'console.log("echo: Print hello");',
      notes: 'It prints the request.',
    });
    const explain = await call(app, 'POST', '/api/lab/ask-about-dev-box-snippet', {
      token,
      body: {
        action: 'explain',
        language: 'javascript',
        code: 'x()',
        error: 'ReferenceError: x is not defined',
      },
    });
    expect(explain.status).toBe(200);
    expect(explain.body.code).toBeNull();
    expect(explain.body.text).toContain('x()');
    const fix = await call(app, 'POST', '/api/lab/ask-about-dev-box-snippet', {
      token,
      body: { action: 'fix', language: 'javascript', code: 'x()', error: 'ReferenceError: x is not defined' },
    });
    expect(fix.body.code).toMatch(/^console\.log\(/);
  });

  // proves: LAB-AI-ERRORS
  it.each(['status-500', 'garbage', 'not-an-image', 'hang'] as const)(
    'answers a clear AI_FAILED (never a 500) when the endpoint %s, and stores nothing',
    async (mode) => {
      broken.state.mode = mode;
      for (const [path, body] of aiCalls) {
        const response = await call(brokenApp, 'POST', path, { token: brokenToken, body });
        expect(response.status, `${path} ${mode}`).toBe(502);
        expect(response.body.error.code).toBe('AI_FAILED');
        expect(response.body.error.message).toMatch(
          mode === 'hang' ? /^The AI endpoint failed: no answer within/ : /^The AI endpoint failed: /,
        );
      }
      const gallery = await call(brokenApp, 'GET', '/api/lab/fetch-generated-images', { token: brokenToken });
      expect(gallery.body.total).toBe(0);
    },
  );

  // proves: LAB-DEV-BOX-SNIPPETS
  it('keeps dev-box snippets per user: save, replace, list last changed first, delete', async () => {
    const first = await call(app, 'POST', '/api/lab/save-dev-box-snippet', {
      token,
      body: { name: 'Hello', language: 'javascript', code: 'console.log(1)' },
    });
    expect(first.status).toBe(200);
    const second = await call(app, 'POST', '/api/lab/save-dev-box-snippet', {
      token,
      body: { name: 'Typed', language: 'typescript', code: 'const n: number = 2;' },
    });
    const replaced = await call(app, 'POST', '/api/lab/save-dev-box-snippet', {
      token,
      body: {
        snippet_id: first.body.id,
        name: 'Hello again',
        language: 'javascript',
        code: 'console.log(2)',
      },
    });
    expect(replaced.body).toMatchObject({ id: first.body.id, name: 'Hello again', code: 'console.log(2)' });
    const list = await call(app, 'GET', '/api/lab/fetch-dev-box-snippets', { token });
    expect(list.body.items.map((snippet: { id: string }) => snippet.id)).toEqual([
      first.body.id,
      second.body.id,
    ]);
    // Another user's snippet is not found, neither to replace nor to delete.
    expect(
      (
        await call(app, 'POST', '/api/lab/save-dev-box-snippet', {
          token: otherToken,
          body: { snippet_id: first.body.id, name: 'Mine now', language: 'javascript', code: '' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(app, 'DELETE', '/api/lab/delete-dev-box-snippet', {
          token: otherToken,
          query: { snippet_id: first.body.id },
        })
      ).status,
    ).toBe(404);
    const unnamed = await call(app, 'POST', '/api/lab/save-dev-box-snippet', {
      token,
      body: { name: ' ', language: 'javascript', code: '' },
    });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.error.fields).toEqual({ name: 'Please name the snippet' });
    expect(
      (
        await call(app, 'DELETE', '/api/lab/delete-dev-box-snippet', {
          token,
          query: { snippet_id: first.body.id },
        })
      ).body,
    ).toEqual({ ok: true });
    expect((await call(app, 'GET', '/api/lab/fetch-dev-box-snippets', { token })).body.total).toBe(1);
  });
});
