import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createChatSocket } from './chat-socket';
import { reconnectOnWake } from './reconnect-on-wake';

type Frame = { subject: string; event: string; properties: Record<string, unknown> };

/** A WebSocket stand-in: the test plays the server (opens it, sends frames) and reads what the client sent. */
class FakeSocket extends EventTarget {
  static all: FakeSocket[] = [];
  sent: Frame[] = [];
  closedWith: number | null = null;
  constructor(readonly url: string) {
    super();
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Frame);
  }
  close(code = 1000) {
    // A half-open connection never answers the close: no close event comes.
    this.closedWith = code;
  }
  open() {
    this.dispatchEvent(new Event('open'));
  }
  receive(frame: Frame) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
}

const HEARTBEAT_MS = 1_000;
const SLACK_MS = 500;
const authOk = {
  subject: 'auth',
  event: 'auth-ok',
  properties: { user_id: 'user-grace', server_time: '2026-11-26T10:00:00.000Z', heartbeat_ms: HEARTBEAT_MS },
};
const heartbeat = { subject: 'socket', event: 'heartbeat', properties: {} };
const message = (id: string, createdAt: string) => ({
  subject: 'chat',
  event: 'message',
  properties: {
    message: {
      id,
      conversation_id: 'conversation-ada',
      client_id: `client-${id}`,
      sender: { user_id: 'user-ada', flid: 'ada', first_name: 'Ada', last_name: 'Lovelace', photo_url: '' },
      body: `hello ${id}`,
      created_at: createdAt,
    },
  },
});

function connected() {
  const socket = createChatSocket({
    url: 'ws://localhost/ws/chat',
    getAccessToken: () => 'token-1',
    refreshAccessToken: async () => 'token-1',
    heartbeatSlackMs: SLACK_MS,
    WebSocket: FakeSocket as unknown as typeof WebSocket,
  });
  const received: string[] = [];
  socket.onMessage((item) => received.push(item.id));
  socket.connect();
  const first = FakeSocket.all[0]!;
  first.open();
  first.receive(authOk);
  return { socket, first, received };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('chat socket heartbeat', () => {
  // proves: CHAT-HEARTBEAT
  it('reconnects when the heartbeat stops and catches up from the last message it saw', () => {
    const { socket, first, received } = connected();
    expect(socket.getStatus()).toBe('open');
    first.receive(message('m-1', '2026-11-26T10:00:01.000Z'));
    expect(received).toEqual(['m-1']);

    // Heartbeats on time keep the connection.
    for (let beat = 0; beat < 3; beat += 1) {
      vi.advanceTimersByTime(HEARTBEAT_MS);
      first.receive(heartbeat);
    }
    expect(FakeSocket.all).toHaveLength(1);

    // Then silence (the laptop slept, the network changed): past heartbeat + slack it gives the socket up.
    vi.advanceTimersByTime(HEARTBEAT_MS + SLACK_MS + 1);
    expect(first.closedWith).not.toBeNull();
    expect(FakeSocket.all).toHaveLength(2);
    expect(socket.getStatus()).toBe('connecting');

    const second = FakeSocket.all[1]!;
    second.open();
    expect(second.sent.at(-1)).toMatchObject({ subject: 'auth', event: 'auth' });
    second.receive(authOk);
    expect(socket.getStatus()).toBe('open');
    expect(second.sent.at(-1)).toMatchObject({
      subject: 'chat',
      event: 'catch-up',
      properties: { after_id: 'm-1', since: null },
    });
    // What was stored meanwhile arrives, the one seen before is not shown twice.
    second.receive(message('m-1', '2026-11-26T10:00:01.000Z'));
    second.receive(message('m-2', '2026-11-26T10:00:09.000Z'));
    // A late frame of the dead socket is not taken.
    first.receive(message('m-3', '2026-11-26T10:00:10.000Z'));
    expect(received).toEqual(['m-1', 'm-2']);
    socket.close();
  });

  it('without a heartbeat announced it keeps waiting (an older server)', () => {
    const socket = createChatSocket({
      url: 'ws://localhost/ws/chat',
      getAccessToken: () => 'token-1',
      refreshAccessToken: async () => 'token-1',
      WebSocket: FakeSocket as unknown as typeof WebSocket,
    });
    socket.connect();
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.receive({ ...authOk, properties: { user_id: 'user-grace' } });
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.all).toHaveLength(1);
    socket.close();
  });

  it('reconnects when the browser is back online, and when a tab shows after a long time hidden', () => {
    const { socket, first } = connected();
    const browser = new EventTarget();
    const page = Object.assign(new EventTarget(), { hidden: false });
    const stop = reconnectOnWake(socket, { window: browser, document: page, longHiddenMs: 60_000 });

    browser.dispatchEvent(new Event('online'));
    expect(first.closedWith).not.toBeNull();
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.open();
    FakeSocket.all[1]!.receive(authOk);
    expect(FakeSocket.all[1]!.sent.at(-1)).toMatchObject({ event: 'catch-up' });

    // Hidden briefly: the heartbeat is checked, the connection kept.
    page.hidden = true;
    page.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(HEARTBEAT_MS);
    FakeSocket.all[1]!.receive(heartbeat);
    page.hidden = false;
    page.dispatchEvent(new Event('visibilitychange'));
    expect(FakeSocket.all).toHaveLength(2);

    // Hidden for two minutes (timers slept with the machine): a new connection at once.
    page.hidden = true;
    page.dispatchEvent(new Event('visibilitychange'));
    vi.setSystemTime(Date.now() + 120_000);
    page.hidden = false;
    page.dispatchEvent(new Event('visibilitychange'));
    expect(FakeSocket.all).toHaveLength(3);

    stop();
    socket.close();
    browser.dispatchEvent(new Event('online'));
    expect(FakeSocket.all).toHaveLength(3);
  });
});
