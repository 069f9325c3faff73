import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createAiProvider } from '../../src/ai/ai-provider';
import { startFakeAi } from '../helpers/fake-ai';
import { call, createTestApp, signUp, type TestApp } from '../helpers/test-app';

describe('AI behind one provider interface', () => {
  let fake: Awaited<ReturnType<typeof startFakeAi>>;
  let app: TestApp;
  let bare: TestApp;
  let token: string;
  let bareToken: string;
  beforeAll(async () => {
    fake = await startFakeAi();
    app = await createTestApp({ aiBaseUrl: fake.url, aiApiKey: 'sk-local', aiModel: 'tiny' });
    bare = await createTestApp();
    token = (await signUp(app, 'ai@example.com')).token;
    bareToken = (await signUp(bare, 'no-ai@example.com')).token;
  });
  afterAll(async () => {
    await Promise.all([app.close(), bare.close()]);
    await fake.close();
  });

  it('says "AI is not configured" (503 AI_NOT_CONFIGURED) without AI_BASE_URL', async () => {
    for (const path of ['/api/ai/rewrite-resume', '/api/ai/rewrite-jobpost']) {
      const response = await call(bare, 'POST', path, { token: bareToken, body: { text: 'hello' } });
      expect(response.status).toBe(503);
      expect(response.body.error.code).toBe('AI_NOT_CONFIGURED');
      expect(response.body.error.message).toMatch(/^AI is not configured/);
    }
    expect((await call(bare, 'GET', '/api/lab/fetch-lab-status', { token: bareToken })).body).toEqual({
      configured: false,
      model: null,
    });
  });

  it('rewrites a resume and a job post through the OpenAI-compatible endpoint', async () => {
    const resume = await call(app, 'POST', '/api/ai/rewrite-resume', { token, body: { text: 'I code.' } });
    expect(resume.body).toEqual({ text: 'echo: I code.' });
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({
      path: '/v1/chat/completions',
      auth: 'Bearer sk-local',
      body: { model: 'tiny', stream: false },
    });
    expect((sent.body.messages as Array<{ role: string }>)[0]!.role).toBe('system');
    const job = await call(app, 'POST', '/api/ai/rewrite-jobpost', { token, body: { text: 'Need site' } });
    expect(job.body.text).toBe('echo: Need site');
    expect((await call(app, 'POST', '/api/ai/rewrite-jobpost', { token, body: { text: '  ' } })).status).toBe(
      400,
    );
  });

  it('answers the lab calls: status, translate, multi-turn chat, task', async () => {
    expect((await call(app, 'GET', '/api/lab/fetch-lab-status', { token })).body).toEqual({
      configured: true,
      model: 'tiny',
    });
    const translated = await call(app, 'POST', '/api/lab/translate-text', {
      token,
      body: { text: 'hello', target_language: 'zh' },
    });
    expect(translated.body).toEqual({ text: 'echo: hello', detected_language: 'en' });
    const chat = await call(app, 'POST', '/api/lab/complete-chat', {
      token,
      body: {
        messages: [
          { role: 'user', content: 'hi' },
          { role: 'assistant', content: 'hello' },
          { role: 'user', content: 'again' },
        ],
      },
    });
    expect(chat.body).toEqual({ message: { role: 'assistant', content: 'echo: again' } });
    expect((fake.requests.at(-1)!.body.messages as unknown[]).length).toBe(3);
    const task = await call(app, 'POST', '/api/lab/complete-task', {
      token,
      body: { task: 'summarize', input: 'long text' },
    });
    expect(task.body.output).toBe('echo: long text');
  });

  it('streams a completion piece by piece (server-sent events)', async () => {
    const provider = createAiProvider({ baseUrl: fake.url, model: 'tiny' });
    const pieces: string[] = [];
    for await (const piece of provider.stream([{ role: 'user', content: 'stream me' }])) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe('echo: stream me');
  });
});
