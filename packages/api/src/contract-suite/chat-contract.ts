import { afterEach, describe, expect, it, vi } from 'vitest';

import { createChatSocket, type ChatSocket } from '../chat/chat-socket';
import { createConversation, fetchConversations, fetchMessages } from '../contract/chat';
import { fetchUnreadCount, markNotificationsRead } from '../contract/notification';
import { createRequest } from '../contract/request';
import { fetchProfile } from '../contract/user';
import type { ChatMessage } from '../schemas/chat';
import { CHAT_PATH } from '../schemas/chat-frame';
import { expectApiError, type ContractSessions, type Session } from './session';
import { proposeOnNewJob, smallJob } from './start-project';
import type { ContractTarget } from './target';

const FORGED = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged';

/** Conversations over HTTP, and the /ws/chat protocol of decision 0201 spoken by the real socket client. */
export function describeChatContract(target: ContractTarget, sessions: ContractSessions) {
  describe('chat', () => {
    it('opens a conversation between two users and pages its history', async () => {
      const provider = await sessions.provider.client.call(fetchProfile);
      const conversation = await sessions.client.client.call(createConversation, {
        body: { participant_ids: [provider.account.basic.user_id] },
      });
      const same = await sessions.client.client.call(createConversation, {
        body: { participant_ids: [provider.account.basic.user_id] },
      });
      expect(same.id).toBe(conversation.id);
      const theirs = await sessions.provider.client.call(fetchConversations, { query: {} });
      expect(theirs.items.map((item) => item.id)).toContain(conversation.id);
      const history = await sessions.client.client.call(fetchMessages, {
        query: { conversation_id: conversation.id },
      });
      expect(history.page).toBe(1);
    });

    it('opens one conversation per pair about a job the provider proposed on, and refuses a job they did not', async () => {
      const provider = await sessions.provider.client.call(fetchProfile);
      const providerId = provider.account.basic.user_id;
      const { request } = await proposeOnNewJob(sessions, 'Contract suite: a question on a proposal', 20_000);
      const fromProvider = await sessions.provider.client.call(createConversation, {
        body: { participant_ids: [request.client.user_id], request_id: request.id },
      });
      expect(fromProvider.request_id).toBe(request.id);
      const fromClient = await sessions.client.client.call(createConversation, {
        body: { participant_ids: [providerId], request_id: request.id },
      });
      expect(fromClient.id).toBe(fromProvider.id);
      const plain = await sessions.client.client.call(createConversation, {
        body: { participant_ids: [providerId] },
      });
      expect(plain.id).not.toBe(fromClient.id);

      const unproposed = await sessions.client.client.call(createRequest, {
        body: smallJob('Contract suite: nobody proposed'),
      });
      await expectApiError(
        sessions.client.client.call(createConversation, {
          body: { participant_ids: [providerId], request_id: unproposed.id },
        }),
        403,
        'FORBIDDEN',
      );
    });
  });

  // Looked up when connecting: MSW replaces the global class once its server listens.
  const socketClass = () => target.WebSocket ?? globalThis.WebSocket;
  describe.skipIf(!socketClass())('chat socket', () => {
    const open: ChatSocket[] = [];
    afterEach(() => open.splice(0).forEach((socket) => socket.close()));

    function connect(
      session: Session,
      options: { clientId?: () => string; token?: () => string | null } = {},
    ) {
      const received: ChatMessage[] = [];
      const refreshes = vi.fn(() => session.client.refresh());
      const socket = createChatSocket({
        url: `${target.baseUrl.replace(/^http/, 'ws')}${CHAT_PATH}`,
        getAccessToken: options.token ?? (() => session.tokens()?.access_token ?? null),
        refreshAccessToken: refreshes,
        backoff: { baseMs: 20, maxMs: 200 },
        WebSocket: socketClass(),
        ...(options.clientId ? { createClientId: options.clientId } : {}),
      });
      socket.onMessage((message) => received.push(message));
      open.push(socket);
      socket.connect();
      return { socket, received, refreshes };
    }

    it('echoes a message to both participants and stores a resend of the same client id once', async () => {
      const provider = await sessions.provider.client.call(fetchProfile);
      const conversation = await sessions.client.client.call(createConversation, {
        body: { participant_ids: [provider.account.basic.user_id], title: 'Socket contract' },
      });
      const clientId = `contract-${Date.now()}`;
      const sender = connect(sessions.client, { clientId: () => clientId });
      const reader = connect(sessions.provider);
      await vi.waitFor(
        () => expect([sender.socket.getStatus(), reader.socket.getStatus()]).toEqual(['open', 'open']),
        { timeout: 5_000 },
      );

      sender.socket.send(conversation.id, 'Hello over the socket');
      await vi.waitFor(
        () => expect(reader.received.map((message) => message.body)).toContain('Hello over the socket'),
        { timeout: 5_000 },
      );
      await vi.waitFor(() =>
        expect(sender.received[0]).toMatchObject({ client_id: clientId, conversation_id: conversation.id }),
      );

      const again = connect(sessions.client, { clientId: () => clientId });
      await vi.waitFor(() => expect(again.socket.getStatus()).toBe('open'), { timeout: 5_000 });
      again.socket.send(conversation.id, 'Hello over the socket');
      await vi.waitFor(
        () => expect(again.received.map((message) => message.id)).toEqual([sender.received[0]!.id]),
        { timeout: 5_000 },
      );
      const history = await sessions.client.client.call(fetchMessages, {
        query: { conversation_id: conversation.id },
      });
      expect(history.items.filter((message) => message.client_id === clientId)).toHaveLength(1);
    });

    // proves: CHAT-READ-FORWARD
    it("moves a reader's position only forward and tells the other member with a read frame", async () => {
      const provider = await sessions.provider.client.call(fetchProfile);
      const providerId = provider.account.basic.user_id;
      // The pair's conversation may exist from the cases above: the provider reads it first.
      const conversation = await sessions.client.client.call(createConversation, {
        body: { participant_ids: [providerId] },
      });
      const read = () =>
        sessions.provider.client.call(fetchMessages, { query: { conversation_id: conversation.id } });
      await read();
      const sender = connect(sessions.client);
      const reads: unknown[] = [];
      sender.socket.onRead((read) => reads.push(read));
      await vi.waitFor(() => expect(sender.socket.getStatus()).toBe('open'), { timeout: 5_000 });
      sender.socket.send(conversation.id, 'Did you see this?');
      await vi.waitFor(() => expect(sender.received).toHaveLength(1), { timeout: 5_000 });
      const [first] = sender.received;

      await read();
      const position = {
        user_id: providerId,
        message_id: first!.id,
        message_created_at: first!.created_at,
      };
      await vi.waitFor(() => expect(reads).toEqual([{ conversation_id: conversation.id, ...position }]), {
        timeout: 5_000,
      });
      const positionsOf = async () =>
        (await sessions.client.client.call(fetchConversations, { query: {} })).items
          .find((item) => item.id === conversation.id)
          ?.read_positions.filter((item) => item.user_id === providerId);
      expect(await positionsOf()).toEqual([position]);

      // Reading again moves nothing and announces nothing; an older page marks nothing.
      await read();
      await sessions.provider.client.call(fetchMessages, {
        query: { conversation_id: conversation.id, page: 2 },
      });
      sender.socket.send(conversation.id, 'And this?');
      await vi.waitFor(() => expect(sender.received).toHaveLength(2), { timeout: 5_000 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(reads).toHaveLength(1);
      expect(await positionsOf()).toEqual([position]);

      await read();
      await vi.waitFor(() => expect(reads).toHaveLength(2), { timeout: 5_000 });
      expect(await positionsOf()).toEqual([
        {
          ...position,
          message_id: sender.received[1]!.id,
          message_created_at: sender.received[1]!.created_at,
        },
      ]);
    });

    it('relays a typing frame to the other member, not back to the typist, and stores nothing', async () => {
      const provider = await sessions.provider.client.call(fetchProfile);
      const conversation = await sessions.client.client.call(createConversation, {
        body: { participant_ids: [provider.account.basic.user_id] },
      });
      const stored = async () =>
        (await sessions.client.client.call(fetchMessages, { query: { conversation_id: conversation.id } }))
          .total;
      const before = await stored();
      const typist = connect(sessions.client);
      const reader = connect(sessions.provider);
      const heard: { conversation_id: string; user: { user_id: string } }[] = [];
      const echoed: unknown[] = [];
      reader.socket.onTyping((typing) => heard.push(typing));
      typist.socket.onTyping((typing) => echoed.push(typing));
      await vi.waitFor(
        () => expect([typist.socket.getStatus(), reader.socket.getStatus()]).toEqual(['open', 'open']),
        { timeout: 5_000 },
      );
      const me = await sessions.client.client.call(fetchProfile);
      typist.socket.typing(conversation.id);
      typist.socket.typing(conversation.id);
      await vi.waitFor(() => expect(heard).toHaveLength(1), { timeout: 5_000 });
      expect(heard[0]).toMatchObject({
        conversation_id: conversation.id,
        user: { user_id: me.account.basic.user_id },
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toHaveLength(1);
      expect(echoed).toEqual([]);
      expect(await stored()).toBe(before);
    });

    // The bell's live count (decision 1200/1210): the mock sends it as the server does.
    // proves: NOTIFY-LIVE-COUNT
    it('sends the unread notification count on connect, after a change that notifies the user and after their mark-read', async () => {
      const counts: number[] = [];
      const start = (await sessions.client.client.call(fetchUnreadCount)).unread_count;
      const { socket } = connect(sessions.client);
      socket.onNotificationCount((count) => counts.push(count));
      await vi.waitFor(() => expect(counts).toEqual([start]), { timeout: 5_000 });

      await proposeOnNewJob(sessions, 'Contract suite: a live count', 12_000);
      await vi.waitFor(() => expect(counts.at(-1)).toBe(start + 1), { timeout: 5_000 });

      await sessions.client.client.call(markNotificationsRead, { body: { all: true } });
      await vi.waitFor(() => expect(counts.at(-1)).toBe(0), { timeout: 5_000 });
    });

    it('closes a connection with a bad token (4401 or 4403); the client refreshes and connects', async () => {
      let forged = true;
      const { socket, refreshes } = connect(sessions.client, {
        token: () => (forged ? FORGED : (sessions.client.tokens()?.access_token ?? null)),
      });
      refreshes.mockImplementation(async () => {
        forged = false;
        return sessions.client.client.refresh();
      });
      await vi.waitFor(() => expect(socket.getStatus()).toBe('open'), { timeout: 5_000 });
      expect(refreshes).toHaveBeenCalledTimes(1);
    });
  });
}
