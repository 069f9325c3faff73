import { ws, type WebSocketHandler } from 'msw';

import type { ChatMessage } from '../../../schemas/chat';
import { chatFrameSchema, clientFrameSchemas, serverFrameSchemas } from '../../../schemas/chat-frame';
import { TYPING_RELAY_MIN_MS, typingFrameDue } from '../../../rules/chat-typing';
import { mockChatNow, onMockChatChange } from '../../db/chat-changes';
import { claimMockChatFiles } from '../../db/chat-files';
import { MockHttpError } from '../../db/mock-http-error';
import { markMockConversationRead, onMockChatRead } from '../../db/chat-reads';
import { onMockUnreadCountChange, unreadCountOf } from '../../db/notifications';
import { newId, tick, getMockDb } from '../../db/store';
import { userIdFromMockToken } from '../../factories/signin';
import { summaryOf } from '../../factories/user';

type Client = Parameters<Parameters<ReturnType<typeof ws.link>['addEventListener']>[1]>[0]['client'];

const serverFrame = <K extends keyof typeof serverFrameSchemas>(kind: K, frame: unknown) =>
  JSON.stringify(serverFrameSchemas[kind].parse(frame));

/**
 * The /ws/chat mock, speaking the same frames as the server: an auth frame first (a bad token
 * closes 4401), send-message stored once per client id and echoed to every participant, and
 * controls to drive the client's paths (connection-expire, 4401 closes, dropped connections).
 * The unread notification count goes out after each auth-ok and whenever it changes. Read
 * positions that moved and typing frames go to the other members (decision 1601); typing is
 * never stored.
 */
export function createChatSocketMock() {
  const link = ws.link(/^wss?:\/\/[^/]+\/ws\/chat(?:\?[^#]*)?$/);
  const users = new Map<Client, string>();
  let tokenAccepted = (token: string) => {
    const userId = userIdFromMockToken(token);
    return getMockDb().users.some((user) => user.account.basic.user_id === userId);
  };
  const connections = new Set<Client>();
  let echoes = true;
  /** A refusal every send gets, after a delay (stories: a refusal that arrives after the bar closed). */
  let refusal: { code: string; message: string; afterMs: number } | null = null;
  /** The user's unread notification count, as the server sends it (decision 1200). */
  const sendCount = (client: Client, userId: string) =>
    client.send(
      serverFrame('notificationCount', {
        subject: 'notification',
        event: 'unread-count',
        properties: unreadCountOf(getMockDb(), userId),
      }),
    );
  // A change that notified a user, or their mark-read: each of their open connections hears the count.
  onMockUnreadCountChange((userId) => {
    for (const [client, connected] of users) if (connected === userId) sendCount(client, userId);
  });

  /** Sends a frame to the open connections of the conversation's members other than `exceptUserId` ('' for none). */
  const toOthers = (conversationId: string, exceptUserId: string, frame: string) => {
    const conversation = getMockDb().conversations.find((candidate) => candidate.id === conversationId);
    const members = new Set(conversation?.participants.map((participant) => participant.user_id));
    for (const [other, otherUserId] of users)
      if (otherUserId !== exceptUserId && members.has(otherUserId)) other.send(frame);
  };
  onMockChatRead((conversationId, position) =>
    toOthers(
      conversationId,
      position.user_id,
      serverFrame('read', {
        subject: 'chat',
        event: 'read',
        properties: { conversation_id: conversationId, ...position },
      }),
    ),
  );
  // An edit or a delete (decision 1602): every member's connections, the author's other tabs included.
  onMockChatChange((message) =>
    toOthers(
      message.conversation_id,
      '',
      serverFrame('messageChanged', { subject: 'chat', event: 'message-changed', properties: { message } }),
    ),
  );
  /** The server's typing relay: to the other members, at most once a second per connection. */
  const lastTyping = new WeakMap<Client, Map<string, number>>();
  const relayTyping = (conversationId: string, userId: string) => {
    const db = getMockDb();
    const user = db.users.find((candidate) => candidate.account.basic.user_id === userId);
    if (!user) return;
    toOthers(
      conversationId,
      userId,
      serverFrame('typing', {
        subject: 'chat',
        event: 'typing',
        properties: { conversation_id: conversationId, user: summaryOf(user) },
      }),
    );
  };

  const handler: WebSocketHandler = link.addEventListener('connection', ({ client }) => {
    connections.add(client);
    client.addEventListener('close', () => {
      users.delete(client);
      connections.delete(client);
    });
    client.addEventListener('message', (event) => {
      const parsed = chatFrameSchema.safeParse(safeJson(event.data));
      if (!parsed.success) return;
      const token = String(parsed.data.properties.token ?? '');
      if (!tokenAccepted(token)) {
        client.close(4401, 'token');
        return;
      }
      const userId = userIdFromMockToken(token)!;
      if (clientFrameSchemas.auth.safeParse(parsed.data).success) {
        const first = !users.has(client);
        users.set(client, userId);
        client.send(
          serverFrame('authOk', {
            subject: 'auth',
            event: 'auth-ok',
            // The mock's clock, as the server sends its own: the client judges the edit window by it.
            properties: { user_id: userId, server_time: mockChatNow(getMockDb()).toISOString() },
          }),
        );
        // A connection's first authentication starts with the count from the store (a reconnect
        // included): nothing missed while away. A re-auth after connection-expire sends none.
        if (first) sendCount(client, userId);
        return;
      }
      if (!users.has(client)) {
        client.close(4401, 'auth first');
        return;
      }
      const catchUp = clientFrameSchemas.catchUp.safeParse(parsed.data);
      if (catchUp.success) {
        // CHAT-CATCH-UP: what was stored after the last message the client saw, in its conversations.
        const db = getMockDb();
        const { after_id, since } = catchUp.data.properties;
        const mark = db.messages.find((message) => message.id === after_id)?.created_at ?? since;
        if (!mark) return;
        const mine = new Set(
          db.conversations
            .filter((c) => c.participants.some((participant) => participant.user_id === userId))
            .map((c) => c.id),
        );
        for (const message of db.messages)
          if (mine.has(message.conversation_id) && message.created_at > mark)
            client.send(
              serverFrame('message', { subject: 'chat', event: 'message', properties: { message } }),
            );
        return;
      }
      const typing = clientFrameSchemas.typing.safeParse(parsed.data);
      if (typing.success) {
        const { conversation_id } = typing.data.properties;
        const last = lastTyping.get(client) ?? new Map<string, number>();
        lastTyping.set(client, last);
        if (!typingFrameDue(last.get(conversation_id) ?? null, Date.now(), TYPING_RELAY_MIN_MS)) return;
        last.set(conversation_id, Date.now());
        const members = getMockDb().conversations.find((c) => c.id === conversation_id)?.participants;
        if (members?.some((participant) => participant.user_id === userId))
          relayTyping(conversation_id, userId);
        return;
      }
      const send = clientFrameSchemas.sendMessage.safeParse(parsed.data);
      const clientId =
        typeof parsed.data.properties.client_id === 'string' ? parsed.data.properties.client_id : undefined;
      const refuse = (code: string, message: string) =>
        client.send(
          serverFrame('error', {
            subject: 'chat',
            event: 'error',
            properties: { code, message, client_id: clientId },
          }),
        );
      if (!send.success) return refuse('VALIDATION_FAILED', send.error.issues[0]?.message ?? 'Bad frame');
      if (refusal) {
        const { code, message, afterMs } = refusal;
        return void setTimeout(() => refuse(code, message), afterMs);
      }
      const db = getMockDb();
      const { conversation_id, client_id, body, file_ids } = send.data.properties;
      const conversation = db.conversations.find((candidate) => candidate.id === conversation_id);
      if (!conversation?.participants.some((participant) => participant.user_id === userId)) {
        return refuse('FORBIDDEN', 'Not in this conversation');
      }
      const existing = db.messages.find(
        (message) => message.client_id === client_id && message.sender.user_id === userId,
      );
      const id = newId('message');
      let files: ChatMessage['files'] = [];
      // CHAT-FILE-OWN: the sender's own files, never sent before; refused, nothing is stored.
      if (!existing && file_ids.length > 0)
        try {
          files = claimMockChatFiles(db, userId, id, file_ids);
        } catch (error) {
          if (error instanceof MockHttpError) return refuse(error.code, error.message);
          throw error;
        }
      const message = existing ?? {
        id,
        conversation_id,
        client_id,
        sender: summaryOf(db.users.find((user) => user.account.basic.user_id === userId)!),
        body: body.trim(),
        created_at: tick(db),
        files,
      };
      // The message ends the typing it announced: the next typing frame is relayed at once.
      lastTyping.get(client)?.delete(conversation_id);
      if (existing)
        return client.send(
          serverFrame('message', { subject: 'chat', event: 'message', properties: { message } }),
        );
      deliver(message);
    });
  });

  /** Stores a new message and sends it to every connection of its conversation's members. */
  function deliver(message: ChatMessage) {
    getMockDb().messages.push(message);
    if (!echoes) return;
    const frame = serverFrame('message', { subject: 'chat', event: 'message', properties: { message } });
    toOthers(message.conversation_id, '', frame);
  }

  const open = () => [...connections];

  return {
    handler,
    /** Sends connection-expire to every open connection. */
    expire: () =>
      open().forEach((client) =>
        client.send(
          serverFrame('connectionExpire', { subject: 'auth', event: 'connection-expire', properties: {} }),
        ),
      ),
    /** Closes every open connection with this code (4401 to drive a refresh, 1001 for a drop). */
    closeAll: (code: number) =>
      open().forEach((client) => {
        connections.delete(client);
        users.delete(client);
        client.close(code, 'mock');
      }),
    /** Which access tokens the mock accepts (default: any mock token of a known user). */
    acceptTokens: (accept: (token: string) => boolean) => {
      tokenAccepted = accept;
    },
    openConnections: () => open().length,
    /** Another member types in a conversation (stories): its other members' connections hear it. */
    typing: relayTyping,
    /** Another member sends a message (stories): stored and delivered as a sent one is. */
    sendAs: (conversationId: string, userId: string, body: string, fileIds: readonly string[] = []) => {
      const db = getMockDb();
      const sender = db.users.find((user) => user.account.basic.user_id === userId)!;
      const id = newId('message');
      deliver({
        id,
        conversation_id: conversationId,
        client_id: null,
        sender: summaryOf(sender),
        body,
        created_at: tick(db),
        files: claimMockChatFiles(db, userId, id, fileIds),
      });
    },
    /** Another member reads a conversation, as their fetch of its newest page does (stories). */
    readAs: (conversationId: string, userId: string) =>
      markMockConversationRead(getMockDb(), conversationId, userId),
    /** Refuses every send with this error after `afterMs` (null: sends are judged as the server does). */
    refuseSends: (next: { code: string; message: string; afterMs: number } | null) => {
      refusal = next;
    },
    /** Stores messages without echoing them, as if the echo were lost on the way. */
    muteEchoes: (muted: boolean) => {
      echoes = !muted;
    },
  };
}

function safeJson(data: unknown) {
  try {
    return JSON.parse(String(data));
  } catch {
    return null;
  }
}

export type ChatSocketMock = ReturnType<typeof createChatSocketMock>;
