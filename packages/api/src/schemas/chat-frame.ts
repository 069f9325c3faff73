import { z } from 'zod';

import { CHAT_FILES_PER_MESSAGE } from '../rules/chat-files';
import { chatMessageSchema, readPositionSchema } from './chat';
import { idSchema, timestampSchema, userSummarySchema } from './common';

/**
 * Frames on /ws/chat (CHAT-FRAME): `{ subject, event, properties }`, JSON text. Frames the
 * client sends carry the access token in `properties.token`.
 */
export const chatFrameSchema = z.object({
  subject: z.string(),
  event: z.string(),
  properties: z.record(z.string(), z.unknown()),
});
export type ChatFrame = z.infer<typeof chatFrameSchema>;

/** Close codes after which the client refreshes its token and reconnects (CHAT-CLOSE-REFRESH). */
export const CHAT_AUTH_CLOSE_CODES = [4401, 4403] as const;
export const CHAT_PATH = '/ws/chat';

const tokenProperties = z.object({ token: z.string().min(1) });

/** Client -> server. */
export const clientFrameSchemas = {
  /** First frame after open, and again after a connection-expire with the refreshed token. */
  auth: z.object({ subject: z.literal('auth'), event: z.literal('auth'), properties: tokenProperties }),
  /**
   * A message: text, files (uploaded first with uploadChatFile, decision 1604), or both. The files
   * must be the sender's own and not sent before (CHAT-FILE-OWN).
   */
  sendMessage: z.object({
    subject: z.literal('chat'),
    event: z.literal('send-message'),
    properties: tokenProperties
      .extend({
        conversation_id: idSchema,
        client_id: z.string().min(1),
        body: z.string().trim().max(5_000).default(''),
        file_ids: z.array(idSchema).max(CHAT_FILES_PER_MESSAGE).default([]),
      })
      .refine((properties) => properties.body !== '' || properties.file_ids.length > 0, {
        message: 'Please input message',
        path: ['body'],
      }),
  }),
  /**
   * After a reconnect: the messages of the user's conversations stored after the last one this
   * client saw (`after_id`), or, when it saw none, since its first connection (`since`, the
   * server_time of that auth-ok). The server answers with message frames; the client drops the
   * ones it already has by id (CHAT-CATCH-UP).
   */
  catchUp: z.object({
    subject: z.literal('chat'),
    event: z.literal('catch-up'),
    properties: tokenProperties.extend({
      after_id: idSchema.nullable(),
      since: timestampSchema.nullable(),
    }),
  }),
  /**
   * The user is typing in a conversation (CHAT-TYPING-THROTTLE: at most one per 3 s while typing).
   * Relayed to the other members, never stored (decision 1601).
   */
  typing: z.object({
    subject: z.literal('chat'),
    event: z.literal('typing'),
    properties: tokenProperties.extend({ conversation_id: idSchema }),
  }),
};

/** Server -> client. */
export const serverFrameSchemas = {
  authOk: z.object({
    subject: z.literal('auth'),
    event: z.literal('auth-ok'),
    /**
     * server_time: the server's clock at authentication, a catch-up mark for a client that saw no message yet.
     * heartbeat_ms: how often the server sends a heartbeat frame (and a WebSocket ping) on this socket.
     */
    properties: z.object({
      user_id: idSchema,
      server_time: z.string().optional(),
      heartbeat_ms: z.number().int().positive().optional(),
    }),
  }),
  /**
   * Sent every heartbeat_ms with a WebSocket ping (CHAT-HEARTBEAT). The server closes a socket whose
   * pong does not come back before the next ping; a browser answers pings by itself but cannot see
   * them, so the client watches this frame instead: no frame for longer than heartbeat_ms plus some
   * slack means the connection is dead, and the client reconnects and catches up (decision 1030).
   */
  heartbeat: z.object({
    subject: z.literal('socket'),
    event: z.literal('heartbeat'),
    properties: z.object({}),
  }),
  /** The access token is about to expire: refresh and send an auth frame with the new one. */
  connectionExpire: z.object({
    subject: z.literal('auth'),
    event: z.literal('connection-expire'),
    properties: z.object({}),
  }),
  /** A message in one of the user's conversations, the user's own included (the echo acknowledges a send). */
  message: z.object({
    subject: z.literal('chat'),
    event: z.literal('message'),
    properties: z.object({ message: chatMessageSchema }),
  }),
  /**
   * A message was edited or deleted by its author (CHAT-EDIT-WINDOW): the message as it is now, to
   * every member (the author's other tabs included). A deleted one has an empty body and deleted_at.
   */
  messageChanged: z.object({
    subject: z.literal('chat'),
    event: z.literal('message-changed'),
    properties: z.object({ message: chatMessageSchema }),
  }),
  /**
   * Another member read the conversation up to a message (CHAT-READ-FORWARD): sent to the other
   * members when reading moved that member's read position forward.
   */
  read: z.object({
    subject: z.literal('chat'),
    event: z.literal('read'),
    properties: readPositionSchema.extend({ conversation_id: idSchema }),
  }),
  /**
   * Another member is typing in the conversation (CHAT-TYPING-EXPIRY: shown until 5 s after the last
   * such frame, or until a message from them arrives). Never stored.
   */
  typing: z.object({
    subject: z.literal('chat'),
    event: z.literal('typing'),
    properties: z.object({ conversation_id: idSchema, user: userSummarySchema }),
  }),
  /**
   * The user's unread notification count (decision 1200): after a change that notified them or
   * a mark-read in any of their tabs, and on every authentication (the catch-up after a reconnect).
   */
  notificationCount: z.object({
    subject: z.literal('notification'),
    event: z.literal('unread-count'),
    properties: z.object({ unread_count: z.number().int().nonnegative() }),
  }),
  error: z.object({
    subject: z.string(),
    event: z.literal('error'),
    properties: z.object({ code: z.string(), message: z.string(), client_id: z.string().optional() }),
  }),
};
