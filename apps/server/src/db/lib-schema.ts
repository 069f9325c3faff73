import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

import type { FileSubjectKind } from '@lancer/api/rules/file-access';

import { bytea, createdAt } from './columns';

/** Tables of the server's shared machinery (src/lib): idempotency keys, stored files. */

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    /** The call's arguments the key is bound to (rules/idempotency.ts). */
    arguments: jsonb('arguments').$type<Record<string, unknown>>().notNull().default({}),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * Uploaded files. Each belongs to a subject (FILE-ACCESS, rules/file-access.ts): its kind is known
 * from the upload, its id once the file is used (a post saved, a message sent); until then the
 * file is its uploader's alone.
 */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    name: text('name').notNull().default(''),
    mime: text('mime').notNull(),
    bytes: bytea('bytes').notNull(),
    subjectKind: text('subject_kind').$type<FileSubjectKind>(),
    subjectId: text('subject_id'),
    createdAt: createdAt(),
  },
  (t) => [index('files_subject').on(t.subjectKind, t.subjectId)],
);
