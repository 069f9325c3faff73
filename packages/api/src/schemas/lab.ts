import { z } from 'zod';

import { idSchema, timestampSchema } from './common';

export const labLanguageSchema = z.enum(['en', 'zh', 'ja', 'ko', 'fr', 'de', 'es']);

export const chatRoleSchema = z.enum(['system', 'user', 'assistant']);
export const labChatMessageSchema = z.object({
  role: chatRoleSchema,
  content: z.string().trim().min(1, 'Please input message').max(20_000),
});

export const labTaskSchema = z.enum(['summarize', 'extract_keywords', 'classify', 'custom']);

export const imageSizeSchema = z.enum(['256x256', '512x512', '1024x1024']);

export const generatedFileSchema = z.object({ path: z.string(), content: z.string() });

export const devBoxSchema = z.object({
  id: idSchema,
  name: z.string(),
  template: z.enum(['node', 'python', 'static']),
  status: z.enum(['starting', 'running', 'stopped']),
  created_at: timestampSchema,
});
export type DevBox = z.infer<typeof devBoxSchema>;

/** A model the AI endpoint offers (its /models list). */
export const labModelSchema = z.object({ id: z.string() });

/** The sampling parameters a caller may set on a streamed completion. */
export const labSamplingSchema = z.object({
  model: z.string().trim().min(1).max(200).optional(),
  temperature: z.number().min(0).max(2).optional(),
  max_tokens: z.number().int().min(1).max(32_000).optional(),
});

/** A kept multi-turn chat conversation. */
export const labConversationSchema = z.object({
  id: idSchema,
  title: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type LabConversation = z.infer<typeof labConversationSchema>;

/** One stored message of a conversation; `stopped` marks an answer cut short by the user. */
export const labStoredMessageSchema = z.object({
  id: idSchema,
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  stopped: z.boolean(),
  created_at: timestampSchema,
});
export type LabStoredMessage = z.infer<typeof labStoredMessageSchema>;

/**
 * One server-sent event of a streamed reply, in order: `delta` pieces of text as the model writes
 * them, then one `done` (with the stored message when the reply belongs to a conversation) or one
 * `error` when the endpoint fails mid-answer.
 */
export const labStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), message: labStoredMessageSchema.nullable() }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type LabStreamEvent = z.infer<typeof labStreamEventSchema>;
