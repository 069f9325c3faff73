import { z } from 'zod';

import { idSchema, okSchema } from '../schemas/common';
import {
  devBoxSchema,
  generatedFileSchema,
  imageSizeSchema,
  labChatMessageSchema,
  labConversationSchema,
  labLanguageSchema,
  labModelSchema,
  labSamplingSchema,
  labStoredMessageSchema,
  labStreamEventSchema,
  labTaskSchema,
} from '../schemas/lab';
import { defineOperation } from './operation';

/** The lab area. Every AI call answers 503 AI_NOT_CONFIGURED when no model endpoint is set. */

export const fetchLabStatus = defineOperation({
  name: 'fetchLabStatus',
  method: 'GET',
  path: '/api/lab/fetch-lab-status',
  summary:
    'Whether an AI endpoint is configured, and its model, so screens can show the "not configured" state.',
  auth: 'user',
  response: z.object({ configured: z.boolean(), model: z.string().nullable() }),
});

export const translateText = defineOperation({
  name: 'translateText',
  method: 'POST',
  path: '/api/lab/translate-text',
  summary: 'Machine translation.',
  auth: 'user',
  body: z.object({
    text: z.string().trim().min(1, 'Please input message').max(20_000),
    source_language: z.union([z.literal('auto'), labLanguageSchema]).default('auto'),
    target_language: labLanguageSchema,
  }),
  response: z.object({ text: z.string(), detected_language: labLanguageSchema.nullable() }),
});

export const completeChat = defineOperation({
  name: 'completeChat',
  method: 'POST',
  path: '/api/lab/complete-chat',
  summary: 'Multi-turn chat (AI LLM): the next assistant message.',
  auth: 'user',
  body: z.object({ messages: z.array(labChatMessageSchema).min(1).max(100) }),
  response: z.object({ message: z.object({ role: z.literal('assistant'), content: z.string() }) }),
});

export const completeTask = defineOperation({
  name: 'completeTask',
  method: 'POST',
  path: '/api/lab/complete-task',
  summary: 'Task completion: summarize, extract keywords, classify, or a custom instruction over an input.',
  auth: 'user',
  body: z.object({
    task: labTaskSchema,
    instruction: z.string().trim().max(2_000).default(''),
    input: z.string().trim().min(1, 'Please input message').max(20_000),
    /** The result's structure: free text, numbered steps, or the input's template filled in. */
    format: z.enum(['text', 'steps', 'template']).default('text'),
  }),
  response: z.object({ output: z.string(), steps: z.array(z.string()).optional() }),
});

export const generateImage = defineOperation({
  name: 'generateImage',
  method: 'POST',
  path: '/api/lab/generate-image',
  summary: 'Image generation from a prompt; images are URLs (or data URLs).',
  auth: 'user',
  body: z.object({
    prompt: z.string().trim().min(1, 'Please input message').max(2_000),
    size: imageSizeSchema.default('512x512'),
  }),
  response: z.object({ images: z.array(z.object({ url: z.string() })).min(1) }),
});

export const runAiDeveloper = defineOperation({
  name: 'runAiDeveloper',
  method: 'POST',
  path: '/api/lab/run-ai-developer',
  summary: 'AI developer: a plan and proposed files for a programming task (nothing is executed).',
  auth: 'user',
  body: z.object({
    task: z.string().trim().min(1, 'Please input message').max(10_000),
    language: z.enum(['typescript', 'python', 'go', 'html']).default('typescript'),
  }),
  response: z.object({ plan: z.array(z.string()), files: z.array(generatedFileSchema) }),
});

export const fetchDevBoxes = defineOperation({
  name: 'fetchDevBoxes',
  method: 'GET',
  path: '/api/lab/fetch-dev-boxes',
  summary: "The signed-in user's dev boxes.",
  auth: 'user',
  response: z.object({ dev_boxes: z.array(devBoxSchema) }),
});

export const createDevBox = defineOperation({
  name: 'createDevBox',
  method: 'POST',
  path: '/api/lab/create-dev-box',
  summary: 'Creates a dev box from a template; it starts "starting".',
  auth: 'user',
  body: z.object({
    name: z.string().trim().min(1, 'Please name the dev box').max(60),
    template: devBoxSchema.shape.template,
  }),
  response: devBoxSchema,
});

export const stopDevBox = defineOperation({
  name: 'stopDevBox',
  method: 'POST',
  path: '/api/lab/stop-dev-box',
  summary: 'Stops a dev box.',
  auth: 'user',
  body: z.object({ dev_box_id: idSchema }),
  response: devBoxSchema,
});

export const fetchLabModels = defineOperation({
  name: 'fetchLabModels',
  method: 'GET',
  path: '/api/lab/fetch-lab-models',
  summary: 'The models the AI endpoint offers (its /models list), the configured one first.',
  auth: 'user',
  response: z.object({ models: z.array(labModelSchema), default_model: z.string() }),
});

export const streamChat = defineOperation({
  name: 'streamChat',
  method: 'POST',
  path: '/api/lab/stream-chat',
  summary:
    'AI LLM: the next assistant message, streamed as server-sent events (delta pieces, then done); closing the request cancels the upstream one.',
  auth: 'user',
  stream: true,
  body: labSamplingSchema.extend({ messages: z.array(labChatMessageSchema).min(1).max(100) }),
  response: labStreamEventSchema,
});

export const fetchLabConversations = defineOperation({
  name: 'fetchLabConversations',
  method: 'GET',
  path: '/api/lab/fetch-lab-conversations',
  summary: "The signed-in user's kept multi-turn chat conversations, most recently active first.",
  auth: 'user',
  response: z.object({ conversations: z.array(labConversationSchema) }),
});

export const fetchLabConversation = defineOperation({
  name: 'fetchLabConversation',
  method: 'GET',
  path: '/api/lab/fetch-lab-conversation',
  summary: 'One of my conversations with its messages, oldest first.',
  auth: 'user',
  query: z.object({ conversation_id: idSchema }),
  response: z.object({ conversation: labConversationSchema, messages: z.array(labStoredMessageSchema) }),
});

export const createLabConversation = defineOperation({
  name: 'createLabConversation',
  method: 'POST',
  path: '/api/lab/create-lab-conversation',
  summary: 'Starts an empty conversation.',
  auth: 'user',
  body: z.object({ title: z.string().trim().min(1, 'Please name the conversation').max(120).optional() }),
  response: labConversationSchema,
});

export const renameLabConversation = defineOperation({
  name: 'renameLabConversation',
  method: 'POST',
  path: '/api/lab/rename-lab-conversation',
  summary: 'Renames one of my conversations.',
  auth: 'user',
  body: z.object({
    conversation_id: idSchema,
    title: z.string().trim().min(1, 'Please name the conversation').max(120),
  }),
  response: labConversationSchema,
});

export const deleteLabConversation = defineOperation({
  name: 'deleteLabConversation',
  method: 'DELETE',
  path: '/api/lab/delete-lab-conversation',
  summary: 'Deletes one of my conversations and its messages.',
  auth: 'user',
  query: z.object({ conversation_id: idSchema }),
  response: okSchema,
});

export const streamLabReply = defineOperation({
  name: 'streamLabReply',
  method: 'POST',
  path: '/api/lab/stream-lab-reply',
  summary:
    'Multi-turn chat: stores my message (or, with retry, drops the last answer) and streams the reply as server-sent events; the reply is stored when it ends, and when I stop it (the partial answer, marked stopped).',
  auth: 'user',
  stream: true,
  body: z.union([
    z.object({ conversation_id: idSchema, content: labChatMessageSchema.shape.content }),
    z.object({ conversation_id: idSchema, retry: z.literal(true) }),
  ]),
  response: labStreamEventSchema,
});

export const labOperations = {
  fetchLabStatus,
  translateText,
  completeChat,
  completeTask,
  generateImage,
  runAiDeveloper,
  fetchDevBoxes,
  createDevBox,
  stopDevBox,
  fetchLabModels,
  streamChat,
  fetchLabConversations,
  fetchLabConversation,
  createLabConversation,
  renameLabConversation,
  deleteLabConversation,
  streamLabReply,
} as const;
