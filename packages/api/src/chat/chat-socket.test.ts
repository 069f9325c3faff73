// @vitest-environment happy-dom
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ChatMessage } from '../schemas/chat';
import { emitMockNotification } from '../mocks/db/notifications';
import { getMockDb, resetMockDb } from '../mocks/db/store';
import { mockAccessToken } from '../mocks/factories/signin';
import { createChatSocketMock } from '../mocks/handlers/chat/chat-socket';
import { markNotificationsReadMock } from '../mocks/handlers/notification/mark-notifications-read';
import { backoffDelay, createChatSocket, type ChatStatus } from './chat-socket';

const mock = createChatSocketMock();
const server = setupServer(mock.handler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const CONVERSATION = 'conversation-ada';
let sockets: ReturnType<typeof createChatSocket>[] = [];
let seenTokens: string[] = [];

beforeEach(() => {
  resetMockDb();
  seenTokens = [];
  mock.muteEchoes(false);
  mock.acceptTokens((token) => {
    seenTokens.push(token);
    return token.length > 0 && !token.includes('rejected');
  });
});
afterEach(() => {
  sockets.forEach((socket) => socket.close());
  sockets = [];
});

/** A socket for the demo client with a token store and a refresh that issues the next token. */
function connect({
  token = mockAccessToken('user-grace', 1),
  refresh,
}: { token?: string; refresh?: () => Promise<string> } = {}) {
  let stored = token;
  let ids = 0;
  const refreshes = vi.fn(
    refresh ??
      (async () => {
        stored = mockAccessToken('user-grace', 100 + refreshes.mock.calls.length);
        return stored;
      }),
  );
  const socket = createChatSocket({
    url: 'ws://localhost/ws/chat',
    getAccessToken: () => stored,
    refreshAccessToken: refreshes,
    backoff: { baseMs: 5, maxMs: 20 },
    createClientId: () => `client-${++ids}`,
  });
  const statuses: ChatStatus[] = [];
  const received: ChatMessage[] = [];
  socket.onStatus((status) => statuses.push(status));
  socket.onMessage((message) => received.push(message));
  sockets.push(socket);
  return { socket, statuses, received, refreshes, token: () => stored };
}

const storedBodies = () =>
  getMockDb()
    .messages.filter((message) => message.conversation_id === CONVERSATION)
    .map((message) => message.body);

describe('chat socket', () => {
  // proves: CHAT-SOCKET-AUTH
  it('authenticates with the stored token, reports its status and gets the echo of a sent message', async () => {
    const { socket, statuses, received, token } = connect();
    socket.connect();
    await vi.waitFor(() => expect(socket.getStatus()).toBe('open'));
    expect(statuses).toEqual(['connecting', 'open']);
    expect(seenTokens[0]).toBe(token());
    socket.send(CONVERSATION, 'Hello Ada');
    await vi.waitFor(() => expect(received.map((message) => message.body)).toEqual(['Hello Ada']));
    expect(received[0]).toMatchObject({ client_id: 'client-1', sender: { user_id: 'user-grace' } });
    expect(socket.pending()).toEqual([]);
  });

  // proves: CHAT-CLOSE-REFRESH
  it('refreshes the token and reconnects when the server closes with 4401', async () => {
    const { socket, refreshes, token } = connect({ token: `${mockAccessToken('user-grace', 1)}rejected` });
    socket.connect();
    await vi.waitFor(() => expect(socket.getStatus()).toBe('open'));
    expect(refreshes).toHaveBeenCalledTimes(1);
    expect(seenTokens.at(-1)).toBe(token());

    mock.closeAll(4403);
    await vi.waitFor(() => expect(refreshes).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(socket.getStatus()).toBe('open'));
  });

  // proves: CHAT-EXPIRE-EVENT
  it('on connection-expire refreshes and sends an auth frame with the new token on the same connection', async () => {
    const { socket, refreshes, token } = connect();
    socket.connect();
    await vi.waitFor(() => expect(socket.getStatus()).toBe('open'));
    const before = token();
    mock.expire();
    await vi.waitFor(() => expect(seenTokens.at(-1)).not.toBe(before));
    expect(refreshes).toHaveBeenCalledTimes(1);
    expect(seenTokens.at(-1)).toBe(token());
    expect(mock.openConnections()).toBe(1);
    expect(socket.getStatus()).toBe('open');
  });

  it('queues messages sent while offline and sends them once, in order, when open', async () => {
    const { socket, received } = connect();
    socket.send(CONVERSATION, 'first');
    socket.send(CONVERSATION, 'second');
    expect(socket.pending().map((item) => item.body)).toEqual(['first', 'second']);
    socket.connect();
    await vi.waitFor(() => expect(received.map((message) => message.body)).toEqual(['first', 'second']));
    expect(storedBodies().slice(-2)).toEqual(['first', 'second']);
  });

  it('reconnects with back-off after a drop and resends an unechoed message without storing it twice', async () => {
    const { socket, statuses, received } = connect();
    socket.connect();
    await vi.waitFor(() => expect(socket.getStatus()).toBe('open'));
    mock.muteEchoes(true);
    socket.send(CONVERSATION, 'lost echo');
    await vi.waitFor(() => expect(storedBodies().at(-1)).toBe('lost echo'));
    mock.muteEchoes(false);
    mock.closeAll(1001);
    socket.send(CONVERSATION, 'while offline');
    await vi.waitFor(() =>
      expect(received.map((message) => message.body)).toEqual(['lost echo', 'while offline']),
    );
    expect(statuses).toEqual(['connecting', 'open', 'offline', 'connecting', 'open']);
    expect(storedBodies().filter((body) => body === 'lost echo')).toHaveLength(1);
    expect(socket.pending()).toEqual([]);
  });

  // proves: CHAT-CATCH-UP
  it('after a reconnect catches up on what was stored meanwhile, from the last message it saw, once', async () => {
    const { socket, received } = connect();
    socket.connect();
    await vi.waitFor(() => expect(socket.getStatus()).toBe('open'));
    socket.send(CONVERSATION, 'seen');
    await vi.waitFor(() => expect(received.map((message) => message.body)).toEqual(['seen']));
    mock.closeAll(1001);
    // Stored by another instance while this client was away: no live frame ever reaches it.
    const seen = received[0]!;
    const later = new Date(Date.parse(seen.created_at) + 1_000).toISOString();
    getMockDb().messages.push({
      ...seen,
      id: 'message-meanwhile',
      client_id: 'other',
      body: 'meanwhile',
      created_at: later,
    });
    await vi.waitFor(() => expect(received.map((message) => message.body)).toEqual(['seen', 'meanwhile']));
    mock.closeAll(1001);
    await vi.waitFor(() => expect(socket.getStatus()).toBe('open'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received.map((message) => message.body)).toEqual(['seen', 'meanwhile']);
  });

  it('stays offline when the refresh is refused (the API client logged the user out)', async () => {
    const { socket, refreshes } = connect({
      token: 'rejected',
      refresh: async () => {
        throw new Error('REFRESH_TOKEN_INVALID');
      },
    });
    socket.connect();
    await vi.waitFor(() => expect(refreshes).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(socket.getStatus()).toBe('offline'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mock.openConnections()).toBe(0);
  });

  it('spreads reconnects: exponential, capped, with jitter in [0.5, 1)', () => {
    expect(backoffDelay(0, 100, 1_000, () => 0)).toBe(50);
    expect(backoffDelay(3, 100, 1_000, () => 0)).toBe(400);
    expect(backoffDelay(10, 100, 1_000, () => 0.999)).toBeCloseTo(999.5);
    expect(backoffDelay(10, 100, 1_000, () => 0)).toBe(500);
  });
});

describe('the unread notification count on the socket mock (as the server sends it, decision 1200)', () => {
  it('comes after authentication, after a notification for the user and after their mark-read', async () => {
    const { socket } = connect();
    const counts: number[] = [];
    socket.onNotificationCount((count) => counts.push(count));
    socket.connect();
    // The demo client (Grace) starts with two unread ones in the seed.
    await vi.waitFor(() => expect(counts).toEqual([2]));
    emitMockNotification(getMockDb(), {
      recipientId: 'user-grace',
      kind: 'proposal_received',
      subject: { request_id: 'request-1' },
      actor: null,
      title: 'A new proposal',
    });
    await vi.waitFor(() => expect(counts).toEqual([2, 3]));
    // Someone else's notification is not Grace's business.
    emitMockNotification(getMockDb(), {
      recipientId: 'user-ada',
      kind: 'proposal_accepted',
      subject: { request_id: 'request-1' },
      actor: null,
      title: 'Not for Grace',
    });
    server.use(markNotificationsReadMock.handler());
    await fetch('http://localhost/api/notification/mark-notifications-read', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${mockAccessToken('user-grace', 1)}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ all: true }),
    });
    await vi.waitFor(() => expect(counts).toEqual([2, 3, 0]));
  });

  // proves: CHAT-TYPING-THROTTLE
  it('sends a typing frame at most once per 3 s per conversation, and again at once after a message', async () => {
    const grace = connect();
    const ada = connect({ token: mockAccessToken('user-ada', 1) });
    const heard: string[] = [];
    ada.socket.onTyping((typing) => heard.push(typing.user.first_name));
    grace.socket.connect();
    ada.socket.connect();
    await vi.waitFor(() =>
      expect([grace.socket.getStatus(), ada.socket.getStatus()]).toEqual(['open', 'open']),
    );
    // The client's clock is passed in; the mock relays at most once a second of real time.
    const relayGap = () => new Promise((resolve) => setTimeout(resolve, 1_050));
    grace.socket.typing(CONVERSATION, 10_000);
    await vi.waitFor(() => expect(heard).toEqual(['Grace']));
    await relayGap();
    grace.socket.typing(CONVERSATION, 12_999);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual(['Grace']);
    grace.socket.typing(CONVERSATION, 13_000);
    await vi.waitFor(() => expect(heard).toEqual(['Grace', 'Grace']));
    grace.socket.send(CONVERSATION, 'Here it is');
    await relayGap();
    grace.socket.typing(CONVERSATION, 13_100);
    await vi.waitFor(() => expect(heard).toEqual(['Grace', 'Grace', 'Grace']));
  });
});
