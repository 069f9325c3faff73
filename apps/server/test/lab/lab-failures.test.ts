import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { aiAndBareApps, type AiAndBareApps } from '../helpers/fake-ai';
import { call, createTestApp, signUp } from '../helpers/test-app';

/** Every lab call that asks the AI, with a body that would otherwise be answered. */
const aiCalls = (text: string) =>
  [
    ['POST', '/api/lab/translate-text', { text, target_language: 'zh' }],
    ['POST', '/api/lab/complete-chat', { messages: [{ role: 'user', content: text }] }],
    ['POST', '/api/lab/complete-task', { task: 'summarize', input: text }],
    ['POST', '/api/lab/stream-chat', { messages: [{ role: 'user', content: text }] }],
    ['POST', '/api/lab/run-ai-developer', { task: text }],
  ] as const;

describe('lab calls when the AI is missing or misbehaves', () => {
  let apps: AiAndBareApps;
  beforeAll(async () => {
    apps = await aiAndBareApps('lab-fail', { aiModel: 'tiny', aiTimeoutMs: 1_500 });
  });
  afterAll(() => apps.close());

  // proves: MSG-AI-NOT-CONFIGURED
  it('answers every lab AI call with the same 503 "AI is not configured" when AI_BASE_URL is unset', async () => {
    const conversation = await call(apps.bare, 'POST', '/api/lab/create-lab-conversation', {
      token: apps.bareToken,
      body: {},
    });
    const calls = [
      ...aiCalls('hello'),
      ['GET', '/api/lab/fetch-lab-models', undefined],
      ['POST', '/api/lab/stream-lab-reply', { conversation_id: conversation.body.id, content: 'hello' }],
    ] as const;
    for (const [method, path, body] of calls) {
      const response = await call(apps.bare, method, path, { token: apps.bareToken, body });
      expect(response.status, path).toBe(503);
      expect(response.body.error, path).toEqual({
        code: 'AI_NOT_CONFIGURED',
        message:
          'AI is not configured: set AI_BASE_URL to an OpenAI-compatible endpoint (and AI_API_KEY if it needs one)',
      });
    }
    const stored = await call(apps.bare, 'GET', '/api/lab/fetch-lab-conversation', {
      token: apps.bareToken,
      query: { conversation_id: conversation.body.id },
    });
    expect(stored.body.messages).toEqual([]);
  });

  // proves: ERR-AI-FAILED
  it('answers 502 AI_FAILED (never a 500) when the endpoint fails, times out or answers garbage', async () => {
    for (const [prefix, detail] of [
      ['fail:', /HTTP 500/],
      ['garbage:', /not JSON|no text/],
      ['hang:', /no answer within 1.5 s/],
    ] as const) {
      for (const [method, path, body] of aiCalls(`${prefix} hello`)) {
        if (path === '/api/lab/run-ai-developer' && prefix === 'garbage:') continue; // any text is a plan
        const response = await call(apps.app, method, path, { token: apps.token, body });
        expect(response.status, `${prefix} ${path}`).toBe(502);
        expect(response.body.error.code, `${prefix} ${path}`).toBe('AI_FAILED');
        expect(response.body.error.message, `${prefix} ${path}`).toMatch(detail);
      }
    }
  });

  it('ends a stream that breaks mid-answer with an error event, and keeps what was said', async () => {
    const conversation = await call(apps.app, 'POST', '/api/lab/create-lab-conversation', {
      token: apps.token,
      body: {},
    });
    const response = await call(apps.app, 'POST', '/api/lab/stream-lab-reply', {
      token: apps.token,
      body: { conversation_id: conversation.body.id, content: 'break: hello' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = response.raw.body
      .split('\n\n')
      .filter(Boolean)
      .map((block) => JSON.parse(block.replace(/^data: /, '')));
    expect(events.slice(0, 2)).toEqual([
      { type: 'delta', text: 'echo' },
      { type: 'delta', text: ': br' },
    ]);
    expect(events.at(-1)).toMatchObject({ type: 'error', code: 'AI_FAILED' });
    const stored = await call(apps.app, 'GET', '/api/lab/fetch-lab-conversation', {
      token: apps.token,
      query: { conversation_id: conversation.body.id },
    });
    expect(stored.body.messages.map((m: { content: string }) => m.content)).toEqual([
      'break: hello',
      'echo: br',
    ]);
  });

  it('lists the endpoint models with the configured one first, and 502 when the endpoint is down', async () => {
    const models = await call(apps.app, 'GET', '/api/lab/fetch-lab-models', { token: apps.token });
    expect(models.body).toEqual({ models: [{ id: 'tiny' }, { id: 'tiny-large' }], default_model: 'tiny' });
    const down = await createTestApp({ aiBaseUrl: 'http://127.0.0.1:9/v1', aiTimeoutMs: 400 });
    const downToken = (await signUp(down, 'lab-down@example.com')).token;
    const response = await call(down, 'GET', '/api/lab/fetch-lab-models', { token: downToken });
    expect(response.status).toBe(502);
    expect(response.body.error.code).toBe('AI_FAILED');
    await down.close();
  });

  it('passes the model and the sampling parameters to the endpoint', async () => {
    await call(apps.app, 'POST', '/api/lab/stream-chat', {
      token: apps.token,
      body: {
        messages: [{ role: 'user', content: 'hi' }],
        model: 'tiny-large',
        temperature: 0.3,
        max_tokens: 50,
      },
    });
    expect(apps.fake.requests.at(-1)!.body).toMatchObject({
      model: 'tiny-large',
      temperature: 0.3,
      max_tokens: 50,
      stream: true,
    });
  });
});
