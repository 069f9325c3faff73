import { z } from 'zod';

import { idSchema, okSchema, pagedSchema, pageQuerySchema } from '../schemas/common';
import {
  completeTaskBodySchema,
  generateImageBodySchema,
  devBoxLanguageSchema,
  devBoxSnippetSchema,
  generatedImageSchema,
  MAX_SNIPPET_CHARS,
  labChatMessageSchema,
  labConversationSchema,
  labLanguageSchema,
  labModelSchema,
  labSamplingSchema,
  labStoredMessageSchema,
  labStreamEventSchema,
  renameLabConversationBodySchema,
  runAiDeveloperBodySchema,
  translateTextBodySchema,
} from '../schemas/lab';
import { on, signedIn } from './access';
import { defineOperation } from './operation';

/** The lab area. Every AI call answers 503 AI_NOT_CONFIGURED when no model endpoint is set. */

export const fetchLabStatus = defineOperation({
  name: 'fetchLabStatus',
  method: 'GET',
  path: '/api/lab/fetch-lab-status',
  summary:
    'Whether an AI endpoint is configured, and its model, so screens can show the "not configured" state.',
  auth: 'user',
  access: signedIn,
  response: z.object({ configured: z.boolean(), model: z.string().nullable() }),
});

export const translateText = defineOperation({
  name: 'translateText',
  method: 'POST',
  path: '/api/lab/translate-text',
  summary: 'Machine translation.',
  auth: 'user',
  access: signedIn,
  limit: 'ai',
  body: translateTextBodySchema,
  response: z.object({ text: z.string(), detected_language: labLanguageSchema.nullable() }),
});

export const completeChat = defineOperation({
  name: 'completeChat',
  method: 'POST',
  path: '/api/lab/complete-chat',
  summary: 'Multi-turn chat (AI LLM): the next assistant message.',
  auth: 'user',
  access: signedIn,
  limit: 'ai',
  body: z.object({ messages: z.array(labChatMessageSchema).min(1).max(100) }),
  response: z.object({ message: z.object({ role: z.literal('assistant'), content: z.string() }) }),
});

export const completeTask = defineOperation({
  name: 'completeTask',
  method: 'POST',
  path: '/api/lab/complete-task',
  summary: 'Task completion: summarize, extract keywords, classify, or a custom instruction over an input.',
  auth: 'user',
  access: signedIn,
  limit: 'ai',
  body: completeTaskBodySchema,
  response: z.object({ output: z.string(), steps: z.array(z.string()).optional() }),
});

export const generateImage = defineOperation({
  name: 'generateImage',
  method: 'POST',
  path: '/api/lab/generate-image',
  summary:
    'Image generation from a prompt: 1 to 4 images of a size, stored as mine (like photos) and answered with their URLs.',
  auth: 'user',
  access: signedIn,
  limit: 'ai',
  body: generateImageBodySchema,
  response: z.object({ images: z.array(generatedImageSchema).min(1) }),
});

export const fetchGeneratedImages = defineOperation({
  name: 'fetchGeneratedImages',
  method: 'GET',
  path: '/api/lab/fetch-generated-images',
  summary: 'My generated images, newest first, paged.',
  auth: 'user',
  access: signedIn,
  query: pageQuerySchema,
  response: pagedSchema(generatedImageSchema),
});

export const runAiDeveloper = defineOperation({
  name: 'runAiDeveloper',
  method: 'POST',
  path: '/api/lab/run-ai-developer',
  summary:
    'AI developer: code for a programming task, in JavaScript or TypeScript so the dev box can run it (nothing runs on the server).',
  auth: 'user',
  access: signedIn,
  limit: 'ai',
  body: runAiDeveloperBodySchema,
  response: z.object({ language: devBoxLanguageSchema, code: z.string().min(1), notes: z.string() }),
});

export const fetchDevBoxSnippets = defineOperation({
  name: 'fetchDevBoxSnippets',
  method: 'GET',
  path: '/api/lab/fetch-dev-box-snippets',
  summary: 'My saved dev-box snippets, last changed first, paged (the code runs in the browser only).',
  auth: 'user',
  access: signedIn,
  query: pageQuerySchema,
  response: pagedSchema(devBoxSnippetSchema),
});

export const saveDevBoxSnippet = defineOperation({
  name: 'saveDevBoxSnippet',
  method: 'POST',
  path: '/api/lab/save-dev-box-snippet',
  summary: 'Saves a snippet: a new one without snippet_id, otherwise that one of mine is replaced.',
  auth: 'user',
  access: on('devBoxSnippet', ['owner'], { others: 404 }),
  body: z.object({
    snippet_id: idSchema.optional(),
    name: z.string().trim().min(1, 'Please name the snippet').max(80),
    language: devBoxLanguageSchema,
    code: z.string().max(MAX_SNIPPET_CHARS, 'The snippet is too long'),
  }),
  response: devBoxSnippetSchema,
});

export const deleteDevBoxSnippet = defineOperation({
  name: 'deleteDevBoxSnippet',
  method: 'DELETE',
  path: '/api/lab/delete-dev-box-snippet',
  summary: 'Deletes one of my snippets.',
  auth: 'user',
  access: on('devBoxSnippet', ['owner'], { others: 404 }),
  query: z.object({ snippet_id: idSchema }),
  response: okSchema,
});

export const askAboutDevBoxSnippet = defineOperation({
  name: 'askAboutDevBoxSnippet',
  method: 'POST',
  path: '/api/lab/ask-about-dev-box-snippet',
  summary:
    'Explain: what the snippet does (and its error). Fix: a corrected snippet and what changed. Nothing runs on the server.',
  auth: 'user',
  access: signedIn,
  limit: 'ai',
  body: z.object({
    action: z.enum(['explain', 'fix']),
    language: devBoxLanguageSchema,
    code: z.string().trim().min(1, 'Write some code first').max(MAX_SNIPPET_CHARS),
    error: z.string().max(4_000).default(''),
  }),
  response: z.object({ text: z.string(), code: z.string().nullable() }),
});

export const fetchLabModels = defineOperation({
  name: 'fetchLabModels',
  method: 'GET',
  path: '/api/lab/fetch-lab-models',
  summary: 'The models the AI endpoint offers (its /models list), the configured one first.',
  auth: 'user',
  access: signedIn,
  limit: 'ai',
  response: z.object({ models: z.array(labModelSchema), default_model: z.string() }),
});

export const streamChat = defineOperation({
  name: 'streamChat',
  method: 'POST',
  path: '/api/lab/stream-chat',
  summary:
    'AI LLM: the next assistant message, streamed as server-sent events (delta pieces, then done); closing the request cancels the upstream one.',
  auth: 'user',
  access: signedIn,
  limit: 'ai',
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
  access: signedIn,
  response: z.object({ conversations: z.array(labConversationSchema) }),
});

export const fetchLabConversation = defineOperation({
  name: 'fetchLabConversation',
  method: 'GET',
  path: '/api/lab/fetch-lab-conversation',
  summary: 'One of my conversations with its messages, oldest first.',
  auth: 'user',
  access: on('labConversation', ['owner'], { others: 404 }),
  query: z.object({ conversation_id: idSchema }),
  response: z.object({ conversation: labConversationSchema, messages: z.array(labStoredMessageSchema) }),
});

export const createLabConversation = defineOperation({
  name: 'createLabConversation',
  method: 'POST',
  path: '/api/lab/create-lab-conversation',
  summary: 'Starts an empty conversation.',
  auth: 'user',
  access: signedIn,
  body: z.object({ title: z.string().trim().min(1, 'Please name the conversation').max(120).optional() }),
  response: labConversationSchema,
});

export const renameLabConversation = defineOperation({
  name: 'renameLabConversation',
  method: 'POST',
  path: '/api/lab/rename-lab-conversation',
  summary: 'Renames one of my conversations.',
  auth: 'user',
  access: on('labConversation', ['owner'], { others: 404 }),
  body: renameLabConversationBodySchema,
  response: labConversationSchema,
});

export const deleteLabConversation = defineOperation({
  name: 'deleteLabConversation',
  method: 'DELETE',
  path: '/api/lab/delete-lab-conversation',
  summary: 'Deletes one of my conversations and its messages.',
  auth: 'user',
  access: on('labConversation', ['owner'], { others: 404 }),
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
  access: on('labConversation', ['owner'], { others: 404 }),
  limit: 'ai',
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
  fetchGeneratedImages,
  fetchDevBoxSnippets,
  saveDevBoxSnippet,
  deleteDevBoxSnippet,
  askAboutDevBoxSnippet,
  fetchLabModels,
  streamChat,
  fetchLabConversations,
  fetchLabConversation,
  createLabConversation,
  renameLabConversation,
  deleteLabConversation,
  streamLabReply,
} as const;
