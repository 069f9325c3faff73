import websocket from '@fastify/websocket';
import { CHAT_PATH, clientFrameSchemas } from '@lancer/api/schemas/chat-frame';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

import type { AuthUser } from '../user/access-token';
import { AppError } from '../http/errors';
import type { Services } from '../services';
import { createParticipantLookup, postMessage } from './chat-service';
import { createLocalHub, createRedisHub, type ChatHub } from './chat-hub';

const AUTH_TIMEOUT_MS = 10_000;
/** How long before the token's expiry the server asks for a fresh one (connection-expire). */
const EXPIRE_NOTICE_MS = 30_000;

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
 * /ws/chat (spec section 7): the client authenticates with its access token (an auth frame, or
 * ?token=); no or expired token closes with 4401, an invalid one with 4403. Shortly before the
 * token expires the server sends connection-expire; an auth frame with a refreshed token keeps the
 * socket open, otherwise it closes with 4401 at expiry.
 */
export async function registerChatSocket(app: FastifyInstance, services: Services) {
  const sockets = new Map<string, Set<WebSocket>>();
  // Encoded once and the same bytes sent to every socket (ws would encode a string per socket);
  // ws sets TCP_NODELAY on each socket, so a small frame leaves at once.
  const deliver = (userIds: string[], payload: string) => {
    const bytes = Buffer.from(payload);
    for (const userId of userIds)
      for (const socket of sockets.get(userId) ?? []) socket.send(bytes, { binary: false });
  };
  const participants = createParticipantLookup(services.db);
  const hub: ChatHub = services.config.redisUrl
    ? await createRedisHub(services.config.redisUrl, deliver)
    : createLocalHub(deliver);
  app.addHook('onClose', async () => {
    for (const set of sockets.values()) for (const socket of set) socket.close(1001, 'server shutting down');
    await hub.close();
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
      if (user && user.id !== verified.id)
        throw new AppError(401, 'TOKEN_SIGNATURE_INVALID', 'A socket belongs to one user');
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
      socket.send(frame('auth', 'auth-ok', { user_id: user.id }));
    };

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
        const auth = clientFrameSchemas.auth.safeParse(parsed);
        if (auth.success) {
          await authenticate(auth.data.properties.token).catch(closeFor);
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
        const { token, conversation_id: conversationId, client_id: clientId, body } = send.data.properties;
        if (!user) {
          socket.send(errorFrame('chat', 'UNAUTHENTICATED', 'Send an auth frame first', clientId));
          return;
        }
        try {
          const sender = await services.tokens.verify(token);
          if (sender.id !== user.id)
            throw new AppError(401, 'TOKEN_SIGNATURE_INVALID', 'The token belongs to another user');
          // Stored (committed) first, then delivered: a message a client saw is never lost.
          const input = { userId: user.id, conversationId, clientId, body };
          const { message, recipients } = await postMessage(services, input, participants);
          await hub.publish(recipients, frame('chat', 'message', { message }));
        } catch (error) {
          const known =
            error instanceof AppError
              ? error
              : new AppError(500, 'INTERNAL', 'The message could not be sent');
          if (!(error instanceof AppError)) request.log.error({ err: error }, 'chat send failed');
          socket.send(errorFrame('chat', known.code, known.message, clientId));
        }
      })();
    });
  };

  // In its own scope: the plugin's hooks then run for this route only, not for every API call.
  await app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: 64 * 1024 } });
    scope.get(CHAT_PATH, { websocket: true }, onSocket);
  });
}
