import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

import { authFrame } from '../helpers/chat-client';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app';

const HEARTBEAT_MS = 150;

type Frame = { subject: string; event: string; properties: Record<string, unknown> };

/** A chat socket that can stop answering pings, as a peer behind a dead network does. */
async function openSocket(base: string, token: string, { answerPings }: { answerPings: boolean }) {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/ws/chat`, { autoPong: answerPings });
  const frames: Frame[] = [];
  let pings = 0;
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as Frame));
  socket.on('ping', () => (pings += 1));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify(authFrame(token)));
  await until(() => frames.some((frame) => frame.event === 'auth-ok'));
  return { socket, frames, closed, pings: () => pings };
}

async function until(check: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('/ws/chat heartbeat', () => {
  let app: TestApp;
  let base: string;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp({ chatHeartbeatMs: HEARTBEAT_MS });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    ({ token } = await signUp(app, 'heartbeat@example.com'));
  });
  afterAll(() => app.close());

  it('announces its heartbeat, pings and sends heartbeat frames, and keeps a socket that answers', async () => {
    const live = await openSocket(base, token, { answerPings: true });
    expect(live.frames.find((frame) => frame.event === 'auth-ok')?.properties.heartbeat_ms).toBe(
      HEARTBEAT_MS,
    );
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 5));
    expect(live.pings()).toBeGreaterThanOrEqual(3);
    expect(
      live.frames.filter((frame) => frame.subject === 'socket' && frame.event === 'heartbeat').length,
    ).toBeGreaterThanOrEqual(3);
    expect(live.socket.readyState).toBe(WebSocket.OPEN);
    expect(app.chatSockets.held()).toBe(1);
    live.socket.close();
    await live.closed;
    await until(() => app.chatSockets.held() === 0 && app.chatSockets.watched() === 0);
  });

  // proves: CHAT-HEARTBEAT
  it('terminates a socket whose peer stops answering pings, and forgets it', async () => {
    const live = await openSocket(base, token, { answerPings: true });
    const silent = await openSocket(base, token, { answerPings: false });
    expect(app.chatSockets.held()).toBe(2);
    expect(app.chatSockets.watched()).toBe(2);
    const started = Date.now();
    // 1006: the server dropped the connection without a close handshake (no one would answer it).
    expect(await silent.closed).toBe(1006);
    expect(Date.now() - started).toBeLessThan(HEARTBEAT_MS * 4);
    expect(silent.pings()).toBeGreaterThanOrEqual(1);
    await until(() => app.chatSockets.held() === 1);
    expect(app.chatSockets.watched()).toBe(1);
    // The one that answers stays.
    expect(live.socket.readyState).toBe(WebSocket.OPEN);
    live.socket.close();
  });
});
