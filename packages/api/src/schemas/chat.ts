import { z } from 'zod';

import { idSchema, timestampSchema, userSummarySchema } from './common';

/**
 * A file sent in a chat message (decision 1604), or uploaded to be sent. Served at `url`
 * (/api/files/{id}) to the conversation's members only, with their access token (CHAT-FILE-MEMBERS).
 */
export const chatFileSchema = z.object({
  id: idSchema,
  name: z.string().min(1).max(200),
  url: z.string().min(1),
  size_bytes: z.number().int().nonnegative(),
  content_type: z.string(),
});
export type ChatFile = z.infer<typeof chatFileSchema>;

export const chatMessageSchema = z.object({
  id: idSchema,
  conversation_id: idSchema,
  /** The sender's own id for the message, so a resent message is stored once. */
  client_id: z.string().nullable(),
  sender: userSummarySchema,
  /** Empty once the message was deleted. */
  body: z.string(),
  created_at: timestampSchema,
  /** When its author last edited it (CHAT-EDIT-WINDOW); null or absent: never edited. */
  edited_at: timestampSchema.nullable().optional(),
  /** When its author deleted it; null or absent: not deleted. A deleted message keeps its place with no body. */
  deleted_at: timestampSchema.nullable().optional(),
  /** Its files and images, in the order sent (decision 1604); absent or empty: none. None once deleted. */
  files: z.array(chatFileSchema).optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * How far a member has read a conversation: up to this message, placed by its time (CHAT-READ-FORWARD:
 * it only moves forward). The messages of others at or before it are the ones shown "Seen".
 */
export const readPositionSchema = z.object({
  user_id: idSchema,
  message_id: idSchema,
  message_created_at: timestampSchema,
});
export type MemberReadPosition = z.infer<typeof readPositionSchema>;

export const conversationSchema = z.object({
  id: idSchema,
  title: z.string(),
  participants: z.array(userSummarySchema),
  project_id: idSchema.nullable(),
  /** The job (request) the conversation is about, for talk about a proposal before any project. */
  request_id: idSchema.nullable(),
  last_message: chatMessageSchema.nullable(),
  unread_count: z.number().int().nonnegative(),
  /** The members' read positions, of those who read any message (decision 1601). */
  read_positions: z.array(readPositionSchema),
  updated_at: timestampSchema,
});
export type Conversation = z.infer<typeof conversationSchema>;

export const messageBodySchema = z.string().trim().min(1, 'Please input message').max(5_000);

/** A message found by searchMessages (decision 1603): the message, its conversation, and the text around the hit. */
export const messageSearchHitSchema = z.object({
  message: chatMessageSchema,
  conversation_title: z.string(),
  participants: z.array(userSummarySchema),
  snippet: z.string(),
});
export type MessageSearchHit = z.infer<typeof messageSearchHitSchema>;
