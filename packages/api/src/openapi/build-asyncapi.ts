import { z } from 'zod';

import { PRODUCT_NAME } from '../product';
import { CHAT_PATH, clientFrameSchemas, serverFrameSchemas } from '../schemas/chat-frame';

type Frame = { schema: z.ZodType; summary: string; description: string; example: unknown };

const token = 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJ1c2VyLWdyYWNlIn0.c2lnbmF0dXJl';
const message = {
  id: 'message-0001',
  conversation_id: 'conversation-0001',
  client_id: 'c3b1f1e2-5d7a-4e0b-9f8c-1a2b3c4d5e6f',
  sender: {
    user_id: 'user-grace',
    flid: 'grace_hopper',
    first_name: 'Grace',
    last_name: 'Hopper',
    photo_url: '',
  },
  body: 'Can you start on Monday?',
  created_at: '2026-11-01T09:00:00.000Z',
};

/** What the client sends on the socket. */
const sent: Record<keyof typeof clientFrameSchemas, Frame> = {
  auth: {
    schema: clientFrameSchemas.auth,
    summary: 'Authenticate (or re-authenticate) with an access token',
    description:
      'The first frame after the socket opens (unless the URL carried ?token=), and again with a refreshed token after `connection-expire`. The server answers `auth-ok`; no or an expired token closes the socket with 4401, an invalid one with 4403. Without an authentication within 10 s the socket closes with 4401.',
    example: { subject: 'auth', event: 'auth', properties: { token } },
  },
  sendMessage: {
    schema: clientFrameSchemas.sendMessage,
    summary: 'Send a message to a conversation',
    description:
      'Carries the access token and a `client_id` of yours. The `message` echo with that client_id is the acknowledgement; without one (a reconnect, a lost frame), send the same frame again with the same client_id: it is stored once and echoed again. A refusal comes back as an `error` frame with the client_id (nothing stored).',
    example: {
      subject: 'chat',
      event: 'send-message',
      properties: {
        token,
        conversation_id: message.conversation_id,
        client_id: message.client_id,
        body: message.body,
      },
    },
  },
  catchUp: {
    schema: clientFrameSchemas.catchUp,
    summary: 'Receive what was missed while disconnected',
    description:
      "After a reconnect: the messages of the user's conversations stored after `after_id` (the last one this client saw), or, when it saw none, since `since` (the server_time of its first auth-ok). They come as `message` frames; drop the ones you already have by id.",
    example: {
      subject: 'chat',
      event: 'catch-up',
      properties: { token, after_id: 'message-0001', since: null },
    },
  },
  typing: {
    schema: clientFrameSchemas.typing,
    summary: 'The user is typing in a conversation',
    description:
      'Send at most one every 3 s while the user types (CHAT-TYPING-THROTTLE). The server relays it to the other members as a `typing` frame, at most one a second per socket and conversation, and never stores it; a conversation the user is not in is ignored.',
    example: {
      subject: 'chat',
      event: 'typing',
      properties: { token, conversation_id: message.conversation_id },
    },
  },
};

/** What the server sends. */
const received: Record<keyof typeof serverFrameSchemas, Frame> = {
  authOk: {
    schema: serverFrameSchemas.authOk,
    summary: 'Authenticated',
    description:
      'The socket belongs to this user now. `server_time` is a catch-up mark for a client that saw no message yet; `heartbeat_ms` how often the server sends `heartbeat`.',
    example: {
      subject: 'auth',
      event: 'auth-ok',
      properties: { user_id: 'user-grace', server_time: '2026-11-01T09:00:00.000Z', heartbeat_ms: 25_000 },
    },
  },
  heartbeat: {
    schema: serverFrameSchemas.heartbeat,
    summary: 'The connection is alive',
    description:
      'Every heartbeat_ms, with a WebSocket ping. No frame for longer than heartbeat_ms and some slack means the connection is dead: reconnect, authenticate and catch up.',
    example: { subject: 'socket', event: 'heartbeat', properties: {} },
  },
  connectionExpire: {
    schema: serverFrameSchemas.connectionExpire,
    summary: 'The access token expires in 30 s',
    description:
      'Refresh the token (refreshToken) and send an `auth` frame with the new one; otherwise the socket closes with 4401 when the token expires.',
    example: { subject: 'auth', event: 'connection-expire', properties: {} },
  },
  message: {
    schema: serverFrameSchemas.message,
    summary: 'A message in one of your conversations',
    description:
      "Each new message, the user's own included (the echo of a send, with its client_id, is its acknowledgement), on every socket of every participant, once per socket.",
    example: { subject: 'chat', event: 'message', properties: { message } },
  },
  messageChanged: {
    schema: serverFrameSchemas.messageChanged,
    summary: 'A message was edited or deleted',
    description:
      "Its author edited it (`edited_at`) or deleted it (`deleted_at`, empty `body`) within 15 minutes of sending (CHAT-EDIT-WINDOW), over POST /api/chat/edit-message or delete-message. Sent to every member, the author's other tabs included; replace the message with the same `id`. The history has the same after a reload.",
    example: {
      subject: 'chat',
      event: 'message-changed',
      properties: {
        message: {
          ...message,
          body: 'The logo is done, the favicon follows',
          edited_at: '2026-11-01T09:05:00.000Z',
        },
      },
    },
  },
  read: {
    schema: serverFrameSchemas.read,
    summary: 'Another member read the conversation up to a message',
    description:
      "When another member's reading (their fetch of the conversation's newest page) moved their read position forward (CHAT-READ-FORWARD: it never moves back). Show \"Seen\" under your last message at or before `message_created_at`. The conversation's `read_positions` hold the same after a reload.",
    example: {
      subject: 'chat',
      event: 'read',
      properties: {
        conversation_id: message.conversation_id,
        user_id: 'user-ada',
        message_id: message.id,
        message_created_at: message.created_at,
      },
    },
  },
  typing: {
    schema: serverFrameSchemas.typing,
    summary: 'Another member is typing',
    description:
      'Relayed from their `typing` frames, never stored. Show "… is typing" until 5 s after the last one, or until a message from them arrives (CHAT-TYPING-EXPIRY).',
    example: {
      subject: 'chat',
      event: 'typing',
      properties: { conversation_id: message.conversation_id, user: message.sender },
    },
  },
  notificationCount: {
    schema: serverFrameSchemas.notificationCount,
    summary: 'The unread notification count changed',
    description:
      'After a change that notified the user or a mark-read in any of their tabs, and on every authentication.',
    example: { subject: 'notification', event: 'unread-count', properties: { unread_count: 3 } },
  },
  error: {
    schema: serverFrameSchemas.error,
    summary: 'A frame was refused',
    description:
      'A frame that is not JSON or not one of the frames above (VALIDATION_FAILED), a send before authenticating (UNAUTHENTICATED), or a send the server refused (the codes of the HTTP API, e.g. NOT_FOUND, FORBIDDEN). Carries the client_id of the refused send: nothing was stored.',
    example: {
      subject: 'chat',
      event: 'error',
      properties: {
        code: 'VALIDATION_FAILED',
        message: 'body: Please input message',
        client_id: message.client_id,
      },
    },
  },
};

const payloadOf = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
};

/**
 * The AsyncAPI 3 document of the chat socket (/ws/chat), from the frames' zod schemas
 * (schemas/chat-frame.ts). Written to docs/asyncapi.json and served at /api/docs/asyncapi.json;
 * Spectral's asyncapi ruleset checks it in the test command (decision 1804).
 */
export function buildAsyncApiDocument() {
  const messages = Object.fromEntries([
    ...Object.entries(sent).map(([name, frame]) => [name, toMessage(name, frame, 'input')]),
    ...Object.entries(received).map(([name, frame]) => [name, toMessage(name, frame, 'output')]),
  ]);
  const ref = (name: string) => ({ $ref: `#/channels/chat/messages/${name}` });
  const operation = (action: 'send' | 'receive', name: string, frame: Frame) => [
    `${action}${name[0]!.toUpperCase()}${name.slice(1)}`,
    {
      action,
      channel: { $ref: '#/channels/chat' },
      summary: frame.summary,
      description: frame.description,
      messages: [ref(name)],
    },
  ];
  return {
    asyncapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} chat socket`,
      version: '0.1.0',
      description: [
        `The live chat of the ${PRODUCT_NAME} API: one WebSocket per tab, JSON text frames \`{ subject, event, properties }\` both ways. The HTTP calls (conversations, history, unread counts) are in the API reference at /api/docs.`,
        '**Close codes.** 4401: no token, an expired token, or no authentication within 10 s: refresh the token and reconnect. 4403: the token is not valid (signed out, device removed): sign in again. 1001: the server is shutting down: reconnect. Frames larger than 64 KB close the socket (1009).',
        '**Resend and acknowledgement.** Each send carries a `client_id` of yours; the `message` echo with it is the acknowledgement. Without one, resend the same frame with the same client_id: the server stores it once. After a reconnect, send `catch-up` to receive what you missed.',
      ].join('\n\n'),
      contact: {
        name: `${PRODUCT_NAME} API`,
        url: 'https://github.com/lancer/lancer',
        email: 'api@lancer.example',
      },
      license: { name: 'Proprietary' },
      tags: [{ name: 'chat', description: 'Conversations and messages, live.' }],
    },
    defaultContentType: 'application/json',
    servers: {
      api: {
        host: '{host}',
        protocol: 'ws',
        pathname: CHAT_PATH,
        description: 'The API server (wss on HTTPS); the same host as /api/docs.',
        variables: { host: { default: '127.0.0.1:3000', description: 'Host and port of the API server.' } },
        security: [{ $ref: '#/components/securitySchemes/accessToken' }],
      },
    },
    channels: {
      chat: {
        address: CHAT_PATH,
        title: 'Chat',
        description: 'Every frame of the socket, both ways.',
        messages: Object.fromEntries(
          Object.keys(messages).map((name) => [name, { $ref: `#/components/messages/${name}` }]),
        ),
        bindings: {
          ws: {
            query: {
              type: 'object',
              properties: {
                token: { type: 'string', description: 'An access token, instead of a first auth frame.' },
              },
            },
            bindingVersion: '0.1.0',
          },
        },
      },
    },
    operations: Object.fromEntries([
      ...Object.entries(sent).map(([name, frame]) => operation('send', name, frame)),
      ...Object.entries(received).map(([name, frame]) => operation('receive', name, frame)),
    ]),
    components: {
      messages,
      securitySchemes: {
        accessToken: {
          type: 'httpApiKey',
          name: 'token',
          in: 'query',
          description:
            "The access token of a sign-in (the same as the HTTP API's bearer token), in ?token= or in an `auth` frame; client frames carry it in properties.token too.",
        },
      },
    },
  };
}

function toMessage(name: string, frame: Frame, io: 'input' | 'output') {
  return {
    name,
    title: frame.summary,
    summary: frame.summary,
    description: frame.description,
    contentType: 'application/json',
    payload: payloadOf(frame.schema, io),
    examples: [{ name, payload: frame.example }],
  };
}

export const asyncApiJson = () => `${JSON.stringify(buildAsyncApiDocument(), null, 2)}\n`;
