import websocket from '@fastify/websocket';
import { CHAT_PATH, clientFrameSchemas } from '@lancer/api/schemas/chat-frame';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

import type { AuthUser } from '../user/access-token';
import { toErrorResponse } from '../http/error-handler';
import { AppError } from '../http/errors';
import { newId } from '../lib/ids';
import { unreadCount, unreadCounts } from '../notification/notification-service';
import type { Services } from '../services';
import { createParticipantLookup, messagesSince, messageTime, postMessage } from './chat-service';
import { startHeartbeat } from './chat-heartbeat';
import { createLocalHub, createRedisHub, type ChatHub } from './chat-hub';
import { coalesce } from '../lib/coalesce';
import { createTypingRelay } from './typing-relay';
import { sessionRevoked } from '../http/session-ends';

const AUTH_TIMEOUT_MS = 10_000;
/** How long before the token's expiry the server asks for a fresh one (connection-expire). */
const EXPIRE_NOTICE_MS = 30_000;
const SENT_IDS_KEPT = 1_000;

const frame = (subject: string, event: string, properties: object) =>
  JSON.stringify({ subject, event, properties });
const errorFrame = (subject: string, code: string, message: string, clientId?: string) =>
  frame(subject, 'error', { code, message, ...(clientId ? { client_id: clientId } : {}) });

/** Reads `exp` from a token the verifier already accepted. */
const expiryOf = (token: string) => {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    exp?: number;
  };
  return (payload.exp ?? 0) * 1000;
};

/**
 * /ws/chat (CHAT-SOCKET-AUTH): the client authenticates with its access token (an auth frame, or
 * ?token=); no or expired token closes with 4401, an invalid one with 4403. Shortly before the
 * token expires the server sends connection-expire; an auth frame with a refreshed token keeps the
 * socket open, otherwise it closes with 4401 at expiry.
 */
export async function registerChatSocket(app: FastifyInstance, services: Services) {
  const sockets = new Map<string, Set<WebSocket>>();
  /** Ids of the messages each socket was sent lately: a message reaches a socket once (decision 0800). */
  const sentTo = new WeakMap<WebSocket, Set<string>>();
  const sendOnce = (socket: WebSocket, messageId: string, bytes: Buffer | string) => {
    let sent = sentTo.get(socket);
    if (!sent) sentTo.set(socket, (sent = new Set()));
    if (sent.has(messageId)) return;
    sent.add(messageId);
    if (sent.size > SENT_IDS_KEPT) sent.delete(sent.values().next().value!);
    socket.send(bytes, { binary: false });
  };
  // Encoded once and the same bytes sent to every socket (ws would encode a string per socket);
  // ws sets TCP_NODELAY on each socket, so a small frame leaves at once.
  const deliver = (userIds: string[], messageId: string, payload: string) => {
    const bytes = Buffer.from(payload);
    for (const userId of userIds)
      for (const socket of sockets.get(userId) ?? []) sendOnce(socket, messageId, bytes);
  };
  /** Sends a socket the stored messages of its user from `since` on (CHAT-CATCH-UP). */
  const catchUp = async (socket: WebSocket, userId: string, since: Date) => {
    for (const message of await messagesSince(services.db, userId, since))
      sendOnce(socket, message.id, frame('chat', 'message', { message }));
  };
  const participants = createParticipantLookup(services.db);
  const hub: ChatHub = services.config.redisUrl
    ? createRedisHub(services.config.redisUrl, deliver, {
        log: app.log,
        // Frames published while this instance was not subscribed never came: every socket here
        // is handed what was stored meanwhile, from the database.
        onResubscribed: (lostAt) => {
          for (const [userId, set] of sockets)
            for (const socket of set) {
              catchUp(socket, userId, lostAt).catch((error: unknown) =>
                app.log.warn({ err: error }, 'chat catch-up after Redis failed'),
              );
              sendCount(socket, userId).catch(() => {});
            }
        },
      })
    : createLocalHub(deliver);
  const countFrame = (n: number) => frame('notification', 'unread-count', { unread_count: n });
  /** Sends one socket its user's unread notification count from the table (connect, reconnect). */
  const sendCount = async (socket: WebSocket, userId: string) => {
    const { unread_count: n } = await unreadCount(services.db, userId);
    if (socket.readyState === socket.OPEN) socket.send(countFrame(n));
  };
  // After a commit that notified users (or a mark-read): their counts, read once here, go through
  // the same hub as chat frames, so every instance's sockets of those users hear them.
  // A burst of commits is read in few queries: the users named while one read runs go into the next.
  services.pushNotifications = coalesce(
    async (userIds) => {
      const counts = await unreadCounts(services.db, userIds);
      await Promise.all(
        [...counts].map(([userId, n]) => hub.publish([userId], `count:${newId()}`, countFrame(n))),
      );
    },
    (error) => app.log.warn({ err: error }, 'notification push failed'),
  );
  // Read positions (decision 1601): fetch-messages commits, then the others' sockets hear it.
  services.pushChatFrame = (userIds, payload) => {
    hub
      .publish(userIds, `read:${newId()}`, payload)
      .catch((error: unknown) => app.log.warn({ err: error }, 'chat frame push failed'));
  };
  const typingRelay = createTypingRelay(services, participants, hub);
  // ACCOUNT-SUSPENDED: a suspended user's open sockets close as their sessions end (decision 1503).
  services.sessionEnds.onEnd((userId) => {
    for (const socket of sockets.get(userId) ?? []) socket.close(4403, 'account suspended');
  });
  let closing = false;
  // Before the HTTP server stops: sockets get 1001 "going away", on which the client reconnects
  // (to another instance behind the load balancer) and catches up (decision 0800).
  app.addHook('preClose', async () => {
    closing = true;
    for (const set of sockets.values()) for (const socket of set) socket.close(1001, 'server shutting down');
  });
  const heartbeat = startHeartbeat(services.config.chatHeartbeatMs);
  app.addHook('onClose', async () => {
    heartbeat.stop();
    await hub.close();
  });
  app.decorate('chatHub', hub);
  app.decorate('chatSockets', {
    held: () => [...sockets.values()].reduce((count, set) => count + set.size, 0),
    watched: heartbeat.size,
  });

  const onSocket = (socket: WebSocket, request: FastifyRequest) => {
    let user: AuthUser | null = null;
    let expireTimers: NodeJS.Timeout[] = [];
    const clearTimers = () => {
      expireTimers.forEach(clearTimeout);
      expireTimers = [];
    };
    const leave = () => {
      if (!user) return;
      const set = sockets.get(user.id);
      set?.delete(socket);
      if (set?.size === 0) sockets.delete(user.id);
    };
    const closeFor = (error: unknown) => {
      const code = error instanceof AppError && error.code === 'TOKEN_SIGNATURE_INVALID' ? 4403 : 4401;
      socket.close(code, code === 4403 ? 'token invalid' : 'token expired');
    };
    const authenticate = async (token: string) => {
      const verified = await services.tokens.verify(token);
      if (services.sessionEnds.refusing(verified.id))
        throw new AppError(401, 'TOKEN_SIGNATURE_INVALID', 'The account is suspended');
      if (services.sessionEnds.revokes(verified)) throw sessionRevoked();
      if (user && user.id !== verified.id)
        throw new AppError(401, 'TOKEN_SIGNATURE_INVALID', 'A socket belongs to one user');
      const first = !user;
      if (!user) {
        user = verified;
        if (!sockets.has(user.id)) sockets.set(user.id, new Set());
        sockets.get(user.id)!.add(socket);
      }
      clearTimers();
      const expiresIn = expiryOf(token) - Date.now();
      expireTimers.push(
        setTimeout(
          () => socket.send(frame('auth', 'connection-expire', {})),
          Math.max(0, expiresIn - EXPIRE_NOTICE_MS),
        ),
        setTimeout(() => socket.close(4401, 'token expired'), Math.max(0, expiresIn)),
      );
      socket.send(
        frame('auth', 'auth-ok', {
          user_id: user.id,
          server_time: new Date().toISOString(),
          heartbeat_ms: services.config.chatHeartbeatMs,
        }),
      );
      // A new connection (a reconnect too) starts from the table's count: nothing pushed while it
      // was away is missed. A failed read (the pool busy in a reconnect storm) is logged, never a
      // reason to sign the socket out: the next push brings the count (decision 1610).
      if (first)
        sendCount(socket, user.id).catch((error: unknown) =>
          request.log.warn({ err: error }, 'unread count on connect failed'),
        );
    };

    heartbeat.watch(socket);
    const authTimeout = setTimeout(() => !user && socket.close(4401, 'no auth frame'), AUTH_TIMEOUT_MS);
    socket.on('close', () => {
      clearTimeout(authTimeout);
      clearTimers();
      leave();
    });

    const queryToken = (request.query as { token?: unknown }).token;
    if (typeof queryToken === 'string' && queryToken) authenticate(queryToken).catch(closeFor);

    socket.on('message', (data) => {
      void (async () => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(data));
        } catch {
          socket.send(
            errorFrame('chat', 'VALIDATION_FAILED', 'Frames are JSON: { subject, event, properties }'),
          );
          return;
        }
        if (closing) return;
        // Only the schema the frame's event names is tried: a failed parse costs more than a
        // passed one, and three failed ones were most of a message's parsing (decision 1610).
        const event = (parsed as { event?: unknown } | null)?.event;
        const auth = event === 'auth' ? clientFrameSchemas.auth.safeParse(parsed) : undefined;
        if (auth?.success) {
          await authenticate(auth.data.properties.token).catch(closeFor);
          return;
        }
        const resume = event === 'catch-up' ? clientFrameSchemas.catchUp.safeParse(parsed) : undefined;
        if (resume?.success) {
          if (!user) return;
          const { after_id: afterId, since } = resume.data.properties;
          const mark = afterId
            ? await messageTime(services.db, user.id, afterId)
            : since
              ? new Date(since)
              : null;
          if (mark) await catchUp(socket, user.id, mark);
          return;
        }
        const typing = event === 'typing' ? clientFrameSchemas.typing.safeParse(parsed) : undefined;
        if (typing?.success) {
          if (user)
            await typingRelay
              .relay(socket, user.id, typing.data.properties.conversation_id)
              .catch((error: unknown) => request.log.warn({ err: error }, 'typing relay failed'));
          return;
        }
        const send = clientFrameSchemas.sendMessage.safeParse(parsed);
        if (!send.success) {
          const clientId = (parsed as { properties?: { client_id?: unknown } } | null)?.properties?.client_id;
          const first = send.error.issues[0];
          socket.send(
            errorFrame(
              'chat',
              'VALIDATION_FAILED',
              first ? `${first.path.join('.')}: ${first.message}` : 'Unknown frame',
              typeof clientId === 'string' ? clientId : undefined,
            ),
          );
          return;
        }
        const {
          token,
          conversation_id: conversationId,
          client_id: clientId,
          body,
          file_ids: fileIds,
        } = send.data.properties;
        if (!user) {
          socket.send(errorFrame('chat', 'UNAUTHENTICATED', 'Send an auth frame first', clientId));
          return;
        }
        let stored;
        try {
          const sender = await services.tokens.verify(token);
          if (sender.id !== user.id)
            throw new AppError(401, 'TOKEN_SIGNATURE_INVALID', 'The token belongs to another user');
          const input = { userId: user.id, conversationId, clientId, body, fileIds };
          stored = await postMessage(services, input, participants);
        } catch (error) {
          // Not stored: the client may send it again with the same client id.
          const { status, body: errorBody } = toErrorResponse(error);
          if (status === 500) request.log.error({ err: error }, 'chat send failed');
          socket.send(errorFrame('chat', errorBody.error.code, errorBody.error.message, clientId));
          return;
        }
        // Stored (committed) is sent: from here on nothing reports a failure. The echo and the
        // recipients' copies go out through the hub, or from the database on catch-up.
        const { message, recipients, replay } = stored;
        // The socket's log lines carry its connection's request id (decision 2101); this one the message's too.
        request.log.debug({ clientId, conversationId, messageId: message.id }, 'chat message stored');
        typingRelay.messageSent(socket, conversationId);
        const payload = frame('chat', 'message', { message });
        // A resend (same client id) is answered on its socket even if that socket had the message:
        // the echo is the client's acknowledgement. Published again too, in case the first
        // publish never happened (an instance stopped between the commit and it); every socket
        // takes a message once.
        if (replay) {
          sentTo.get(socket)?.delete(message.id);
          sendOnce(socket, message.id, payload);
        }
        await hub.publish(recipients, message.id, payload);
      })();
    });
  };

  // In its own scope: the plugin's hooks then run for this route only, not for every API call.
  await app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: 64 * 1024 } });
    scope.get(CHAT_PATH, { websocket: true }, onSocket);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    chatHub: ChatHub;
    /** How many sockets the chat holds per user and the heartbeat watches (tests). */
    chatSockets: { held: () => number; watched: () => number };
  }
}
