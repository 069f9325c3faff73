import { z } from 'zod';

import { idSchema, timestampSchema, userSummarySchema } from './common';

export const chatMessageSchema = z.object({
  id: idSchema,
  conversation_id: idSchema,
  /** The sender's own id for the message, so a resent message is stored once. */
  client_id: z.string().nullable(),
  sender: userSummarySchema,
  body: z.string(),
  created_at: timestampSchema,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSchema = z.object({
  id: idSchema,
  title: z.string(),
  participants: z.array(userSummarySchema),
  project_id: idSchema.nullable(),
  /** The job (request) the conversation is about, for talk about a proposal before any project. */
  request_id: idSchema.nullable(),
  last_message: chatMessageSchema.nullable(),
  unread_count: z.number().int().nonnegative(),
  updated_at: timestampSchema,
});
export type Conversation = z.infer<typeof conversationSchema>;

export const messageBodySchema = z.string().trim().min(1, 'Please input message').max(5_000);
