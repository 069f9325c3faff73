import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { ServerConfig } from '../../src/config';
import { readBody } from './read-body';
import { createTestApp, signUp } from './test-app';

/** A real 8x8 PNG (indigo): what the fake's image generations answer, n times. */
export const FAKE_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mPwd3uKFTEMLQkAx2RegZKNdUsAAAAASUVORK5CYII=';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A local server speaking the OpenAI protocol: chat completions (JSON and server-sent-event
 * streaming), the model list and image generations. It answers "echo: <last user message>" and
 * records requests. The last user message steers it, to test the server's failure handling:
 * `slow:` streams a piece every 30 ms (time to stop it), `fail:` answers HTTP 500, `garbage:`
 * answers something that is not the protocol, `hang:` never answers, `break:` fails mid-stream.
 * `aborted` counts streams whose client went away before the end (the server cancelled upstream).
 */
export async function startFakeAi(options: { models?: string[] } = {}) {
  const requests: Array<{ path: string; auth: string; body: Record<string, unknown> }> = [];
  const state = { aborted: 0 };
  const server = createServer(async (request, response) => {
    const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
    requests.push({ path: request.url ?? '', auth: request.headers.authorization ?? '', body });
    if (request.url === '/v1/models') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          object: 'list',
          data: (options.models ?? ['tiny', 'tiny-large']).map((id) => ({ id, object: 'model' })),
        }),
      );
      return;
    }
    if (request.url === '/v1/chat/completions') {
      const messages = body.messages as Array<{ role: string; content: string }>;
      const last = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
      const system = messages.find((m) => m.role === 'system')?.content ?? '';
      if (last.startsWith('fail:')) return void response.writeHead(500).end('upstream down');
      if (last.startsWith('hang:')) return;
      if (last.startsWith('garbage:')) {
        response.writeHead(200, { 'content-type': body.stream ? 'text/event-stream' : 'application/json' });
        return void response.end(body.stream ? 'data: {not json\n\n' : '<html>not json</html>');
      }
      const answer = last.startsWith('JSON:')
        ? '{"plan":["Write it"],"files":[{"path":"index.ts","content":"export {};"}]}'
        : system.includes('fenced code block')
          ? `It prints the request.\n\`\`\`js\nconsole.log(${JSON.stringify(`echo: ${last}`)});\n\`\`\``
          : `echo: ${last}`;
      if (body.stream) {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.on('close', () => {
          if (!response.writableFinished) state.aborted += 1;
        });
        const pace = last.startsWith('slow:') ? 30 : 0;
        const pieces = answer.match(/[\s\S]{1,4}/g) ?? [];
        for (const [index, piece] of pieces.entries()) {
          if (response.destroyed) return;
          if (last.startsWith('break:') && index === 2) return void response.end('data: {"oops"\n\n');
          response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
          if (pace) await wait(pace);
        }
        response.end('data: [DONE]\n\n');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: answer } }] }),
      );
      return;
    }
    if (request.url === '/v1/images/generations') {
      const n = Math.min(Math.max(Number(body.n) || 1, 1), 10);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ data: Array.from({ length: n }, () => ({ b64_json: FAKE_PNG_BASE64 })) }),
      );
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Streams the client (our server) left before the end. */
    get aborted() {
      return state.aborted;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A fake AI, an app that asks it (with `config`) and a bare app without AI_BASE_URL, each with a
 * signed-up user (`<prefix>@example.com`, `<prefix>-bare@example.com`); close() stops all three.
 */
export async function aiAndBareApps(prefix: string, config: Partial<ServerConfig>) {
  const fake = await startFakeAi();
  const app = await createTestApp({ aiBaseUrl: fake.url, ...config });
  const bare = await createTestApp();
  const token = (await signUp(app, `${prefix}@example.com`)).token;
  const bareToken = (await signUp(bare, `${prefix}-bare@example.com`)).token;
  const close = async () => {
    await Promise.all([app.close(), bare.close()]);
    await fake.close();
  };
  return { fake, app, bare, token, bareToken, close };
}
export type AiAndBareApps = Awaited<ReturnType<typeof aiAndBareApps>>;
