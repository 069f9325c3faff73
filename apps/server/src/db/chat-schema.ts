import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

import { createdAt, tstz, updatedAt } from './columns';

/** The chat area: conversations, who is in them, and their messages. */

export const conversations = pgTable('conversations', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  projectId: text('project_id'),
  /** The job (request) it is about: a proposal's talk before any project (decision 1600). */
  requestId: text('request_id'),
  participantKey: text('participant_key').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: text('conversation_id').notNull(),
    userId: text('user_id').notNull(),
    lastReadAt: tstz('last_read_at')
      .notNull()
      .default(sql`'1970-01-01 00:00:00+00'`),
    /** Read up to this message (CHAT-READ-FORWARD, decision 1601); null until the member read one. */
    readMessageId: text('read_message_id'),
    /** That message's created_at, so "only forward" is a comparison without a join. */
    readMessageAt: tstz('read_message_at'),
    /**
     * The newest message from others the member was told of while they had not read it
     * (message_received, decision 1234); null until then.
     */
    notifiedThrough: tstz('notified_through'),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id').notNull(),
    senderId: text('sender_id').notNull(),
    clientId: text('client_id'),
    body: text('body').notNull(),
    /** The clock at the insert, not the transaction's start: messages of one transaction keep their order. */
    createdAt: tstz('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
    /** When its author last edited it (CHAT-EDIT-WINDOW, decision 1602). */
    editedAt: tstz('edited_at'),
    /** When its author deleted it; the body is emptied then, the row stays in its place. */
    deletedAt: tstz('deleted_at'),
  },
  // Full-text search over the messages (decision 1603): the 'simple' configuration, which PGlite has too.
  (t) => [index('messages_body_search').using('gin', sql`to_tsvector('simple', ${t.body})`)],
);
export type MessageRow = typeof messages.$inferSelect;

/**
 * A file uploaded to send in a chat message (decision 1604): its bytes are in `files` as photos'
 * are, this row says it is private. Unsent (message_id null) it is its owner's alone; once a
 * message references it, it is served to that conversation's members only (CHAT-FILE-MEMBERS).
 */
export const chatFiles = pgTable(
  'chat_files',
  {
    fileId: text('file_id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    /** The message it was sent in; null until sent. A file is sent in one message at most. */
    messageId: text('message_id'),
    /**
     * The dispute it is evidence in (decision 1540); null otherwise. A file is a message's or a
     * dispute's, never both: then its dispute's two sides and administrators may open it.
     */
    disputeId: text('dispute_id'),
    /** Its place among the message's files. */
    position: integer('position').notNull().default(0),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_files_message').on(t.messageId)],
);
export type ChatFileRow = typeof chatFiles.$inferSelect;
