import { z } from 'zod';

import { idSchema, pagedSchema, pageQuerySchema } from '../schemas/common';
import {
  chatFileSchema,
  chatMessageSchema,
  conversationSchema,
  messageBodySchema,
  messageSearchHitSchema,
} from '../schemas/chat';
import { on, signedIn } from './access';
import { defineOperation } from './operation';

/** Chat over HTTP: conversations and message history. Live messages go over /ws/chat (schemas/chat-frame.ts). */

export const fetchConversations = defineOperation({
  name: 'fetchConversations',
  method: 'GET',
  path: '/api/chat/fetch-conversations',
  summary: 'Conversations of the signed-in user, most recent first.',
  auth: 'user',
  access: signedIn,
  query: pageQuerySchema,
  response: pagedSchema(conversationSchema),
});

export const createConversation = defineOperation({
  name: 'createConversation',
  method: 'POST',
  path: '/api/chat/create-conversation',
  summary:
    'Opens (or returns the existing) conversation of the caller with these users, optionally about a project ' +
    'or a job (request): one conversation per set of people and context. The caller is always a participant.',
  auth: 'user',
  access: on('project', ['owner', 'counterparty', 'collaborator'], { others: 403 }),
  limit: 'conversation',
  body: z.object({
    participant_ids: z.array(idSchema).min(1).max(50),
    title: z.string().trim().max(120).default(''),
    project_id: idSchema.nullable().default(null),
    request_id: idSchema.nullable().default(null),
  }),
  response: conversationSchema,
});

export const fetchMessages = defineOperation({
  name: 'fetchMessages',
  method: 'GET',
  path: '/api/chat/fetch-messages',
  summary:
    'Message history of a conversation, oldest first within the page; page 1 holds the newest messages. ' +
    'Reading page 1 marks the conversation read.',
  auth: 'user',
  access: on('conversation', ['member'], { others: 404 }),
  query: pageQuerySchema.extend({ conversation_id: idSchema }),
  response: pagedSchema(chatMessageSchema),
});

export const editMessage = defineOperation({
  name: 'editMessage',
  method: 'POST',
  path: '/api/chat/edit-message',
  summary:
    "Replaces the text of the caller's own message, within 15 minutes of sending (CHAT-EDIT-WINDOW). The " +
    "conversation's members hear it as a chat/message-changed frame.",
  auth: 'user',
  access: on('message', ['member'], { others: 404 }),
  body: z.object({ message_id: idSchema, body: messageBodySchema }),
  response: chatMessageSchema,
});

export const deleteMessage = defineOperation({
  name: 'deleteMessage',
  method: 'POST',
  path: '/api/chat/delete-message',
  summary:
    "Deletes the caller's own message, within 15 minutes of sending (CHAT-EDIT-WINDOW): it stays in the " +
    'history with no body, shown as deleted. The members hear it as a chat/message-changed frame.',
  auth: 'user',
  access: on('message', ['member'], { others: 404 }),
  body: z.object({ message_id: idSchema }),
  response: chatMessageSchema,
});

export const searchMessages = defineOperation({
  name: 'searchMessages',
  method: 'GET',
  path: '/api/chat/search-messages',
  summary:
    "Finds messages in the caller's conversations, newest first: every word of q (PostgreSQL full-text " +
    'search), or q as a substring when it holds Chinese, Japanese or Korean characters (CHAT-SEARCH-CJK). ' +
    'Deleted messages are never found.',
  auth: 'user',
  access: signedIn,
  query: pageQuerySchema.extend({ q: z.string().trim().min(1).max(200) }),
  response: pagedSchema(messageSearchHitSchema),
});

export const uploadChatFile = defineOperation({
  name: 'uploadChatFile',
  method: 'POST',
  path: '/api/chat/upload-chat-file',
  summary:
    'Uploads a file to send in a chat message (multipart field "file", at most 10 MB): an image (PNG, JPEG, ' +
    'GIF, WebP), a PDF, plain text or a zip (office documents), told by its content (CHAT-FILE-TYPE: anything ' +
    'else is 415 "Unsupported file type"). The answer\'s id goes into a send-message frame\'s file_ids ' +
    "(CHAT-FILE-OWN). Until sent it is served to its uploader only, then to the conversation's members only " +
    '(CHAT-FILE-MEMBERS: GET /api/files/{id} with their access token; anyone else 403).',
  auth: 'user',
  access: signedIn,
  limit: 'upload',
  multipart: true,
  response: chatFileSchema,
});

export const chatOperations = {
  fetchConversations,
  createConversation,
  fetchMessages,
  editMessage,
  deleteMessage,
  searchMessages,
  uploadChatFile,
} as const;
