import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createAiProvider } from '../../src/ai/ai-provider';
import { aiAndBareApps, type AiAndBareApps } from '../helpers/fake-ai';
import { call } from '../helpers/test-app';

describe('AI behind one provider interface', () => {
  let apps: AiAndBareApps;
  beforeAll(async () => {
    apps = await aiAndBareApps('ai', { aiApiKey: 'sk-local', aiModel: 'tiny' });
  });
  afterAll(() => apps.close());

  it('says "AI is not configured" (503 AI_NOT_CONFIGURED) without AI_BASE_URL', async () => {
    for (const path of ['/api/ai/rewrite-resume', '/api/ai/rewrite-jobpost']) {
      const response = await call(apps.bare, 'POST', path, {
        token: apps.bareToken,
        body: { text: 'hello' },
      });
      expect(response.status).toBe(503);
      expect(response.body.error.code).toBe('AI_NOT_CONFIGURED');
      expect(response.body.error.message).toMatch(/^AI is not configured/);
    }
    expect(
      (await call(apps.bare, 'GET', '/api/lab/fetch-lab-status', { token: apps.bareToken })).body,
    ).toEqual({
      configured: false,
      model: null,
    });
  });

  it('rewrites a resume and a job post through the OpenAI-compatible endpoint', async () => {
    const resume = await call(apps.app, 'POST', '/api/ai/rewrite-resume', {
      token: apps.token,
      body: { text: 'I code.' },
    });
    expect(resume.body).toEqual({ text: 'echo: I code.' });
    const sent = apps.fake.requests.at(-1)!;
    expect(sent).toMatchObject({
      path: '/v1/chat/completions',
      auth: 'Bearer sk-local',
      body: { model: 'tiny', stream: false },
    });
    expect((sent.body.messages as Array<{ role: string }>)[0]!.role).toBe('system');
    const job = await call(apps.app, 'POST', '/api/ai/rewrite-jobpost', {
      token: apps.token,
      body: { text: 'Need site' },
    });
    expect(job.body.text).toBe('echo: Need site');
    expect(
      (await call(apps.app, 'POST', '/api/ai/rewrite-jobpost', { token: apps.token, body: { text: '  ' } }))
        .status,
    ).toBe(400);
  });

  it('answers the lab calls: status, translate, multi-turn chat, task', async () => {
    expect((await call(apps.app, 'GET', '/api/lab/fetch-lab-status', { token: apps.token })).body).toEqual({
      configured: true,
      model: 'tiny',
    });
    const translated = await call(apps.app, 'POST', '/api/lab/translate-text', {
      token: apps.token,
      body: { text: 'hello', target_language: 'zh' },
    });
    expect(translated.body).toEqual({ text: 'echo: hello', detected_language: 'en' });
    const chat = await call(apps.app, 'POST', '/api/lab/complete-chat', {
      token: apps.token,
      body: {
        messages: [
          { role: 'user', content: 'hi' },
          { role: 'assistant', content: 'hello' },
          { role: 'user', content: 'again' },
        ],
      },
    });
    expect(chat.body).toEqual({ message: { role: 'assistant', content: 'echo: again' } });
    expect((apps.fake.requests.at(-1)!.body.messages as unknown[]).length).toBe(3);
    const task = await call(apps.app, 'POST', '/api/lab/complete-task', {
      token: apps.token,
      body: { task: 'summarize', input: 'long text' },
    });
    expect(task.body.output).toBe('echo: long text');
  });

  it('streams a completion piece by piece (server-sent events)', async () => {
    const provider = createAiProvider({ baseUrl: apps.fake.url, model: 'tiny' });
    const pieces: string[] = [];
    for await (const piece of provider.stream([{ role: 'user', content: 'stream me' }])) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe('echo: stream me');
  });
});
