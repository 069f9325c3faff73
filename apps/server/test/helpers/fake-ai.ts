import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { readBody } from './read-body';

/** A real 8x8 PNG (indigo): what the fake's image generations answer, n times. */
export const FAKE_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mPwd3uKFTEMLQkAx2RegZKNdUsAAAAASUVORK5CYII=';

/**
 * A local server speaking the OpenAI chat-completions protocol (JSON and server-sent-event
 * streaming) and image generations; it answers "echo: <last user message>" and records requests.
 */
export async function startFakeAi() {
  const requests: Array<{ path: string; auth: string; body: Record<string, unknown> }> = [];
  const server = createServer(async (request, response) => {
    const body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
    requests.push({ path: request.url ?? '', auth: request.headers.authorization ?? '', body });
    if (request.url === '/v1/chat/completions') {
      const messages = body.messages as Array<{ role: string; content: string }>;
      const last = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
      const system = messages.find((m) => m.role === 'system')?.content ?? '';
      const answer = last.startsWith('JSON:')
        ? '{"plan":["Write it"],"files":[{"path":"index.ts","content":"export {};"}]}'
        : system.includes('fenced code block')
          ? `It prints the request.\n\`\`\`js\nconsole.log(${JSON.stringify(`echo: ${last}`)});\n\`\`\``
          : `echo: ${last}`;
      if (body.stream) {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const piece of answer.match(/.{1,4}/g) ?? [])
          response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
