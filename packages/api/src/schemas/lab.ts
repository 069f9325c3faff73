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

/** How many images one generate-image call asks for. */
export const MAX_IMAGES_PER_CALL = 4;

/** A generated image, stored per user like a photo (served from /api/files/<id>). */
export const generatedImageSchema = z.object({
  id: idSchema,
  url: z.string(),
  prompt: z.string(),
  size: imageSizeSchema,
  created_at: timestampSchema,
});
export type GeneratedImage = z.infer<typeof generatedImageSchema>;

/** What the dev box runs (in the browser only: LAB-DEV-BOX-LOCAL). */
export const devBoxLanguageSchema = z.enum(['javascript', 'typescript']);
export type DevBoxLanguage = z.infer<typeof devBoxLanguageSchema>;

/** The most code one snippet keeps. */
export const MAX_SNIPPET_CHARS = 50_000;

/** A dev-box snippet saved per user (decision 0605: the dev-box records became these). */
export const devBoxSnippetSchema = z.object({
  id: idSchema,
  name: z.string(),
  language: devBoxLanguageSchema,
  code: z.string(),
  updated_at: timestampSchema,
});
export type DevBoxSnippet = z.infer<typeof devBoxSnippetSchema>;

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

/** Image generation (generateImage): a prompt, a size, 1 to 4 images. */
export const generateImageBodySchema = z.object({
  prompt: z.string().trim().min(1, 'Please describe the image').max(2_000),
  size: imageSizeSchema.default('512x512'),
  count: z.coerce.number().int().min(1).max(MAX_IMAGES_PER_CALL).default(1),
});
export type GenerateImageBody = z.output<typeof generateImageBodySchema>;

/** AI developer (runAiDeveloper): a programming task and the language to write it in. */
export const runAiDeveloperBodySchema = z.object({
  task: z.string().trim().min(1, 'Please describe the task').max(10_000),
  language: devBoxLanguageSchema.default('javascript'),
});
export type RunAiDeveloperBody = z.output<typeof runAiDeveloperBodySchema>;

/** Machine translation (translateText): the text, its language (or detect) and the target. */
export const translateTextBodySchema = z.object({
  text: z.string().trim().min(1, 'Please input message').max(20_000),
  source_language: z.union([z.literal('auto'), labLanguageSchema]).default('auto'),
  target_language: labLanguageSchema,
});
export type TranslateTextBody = z.output<typeof translateTextBodySchema>;

/** Task completion (completeTask): a task, or a custom instruction, over an input. */
export const completeTaskBodySchema = z.object({
  task: labTaskSchema,
  instruction: z.string().trim().max(2_000).default(''),
  input: z.string().trim().min(1, 'Please input message').max(20_000),
  /** The result's structure: free text, numbered steps, or the input's template filled in. */
  format: z.enum(['text', 'steps', 'template']).default('text'),
});
export type CompleteTaskBody = z.output<typeof completeTaskBodySchema>;

/** A new name for one of my conversations (renameLabConversation). */
export const renameLabConversationBodySchema = z.object({
  conversation_id: idSchema,
  title: z.string().trim().min(1, 'Please name the conversation').max(120),
});

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
