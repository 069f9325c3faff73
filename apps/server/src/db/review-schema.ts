import type { ReviewAspects } from '@lancer/api/schemas/review';
import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { createdAt, tstz } from './columns';

/** The review area: reviews both ways after a project (decision 1300). */

export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    authorId: text('author_id').notNull(),
    subjectId: text('subject_id').notNull(),
    authorRole: text('author_role').$type<'client' | 'provider'>().notNull(),
    rating: integer('rating').notNull(),
    /** REVIEW-ASPECTS: the aspects rated 1–5; empty on reviews written before aspects existed. */
    aspects: jsonb('aspects').$type<ReviewAspects>().notNull().default({}),
    comment: text('comment').notNull(),
    /** To the marketplace only: never shown to the other side or in public. */
    privateNote: text('private_note').notNull().default(''),
    /** Hidden by an administrator (REVIEW-HIDDEN, decision 1504): since when, and why. */
    hiddenAt: tstz('hidden_at'),
    hiddenReason: text('hidden_reason').notNull().default(''),
    createdAt: createdAt(),
    /** REVIEW-REPLY: the reviewed person's one answer, set once (never edited), after the review is public. */
    reply: text('reply'),
    repliedAt: tstz('replied_at'),
  },
  // REVIEW-ONCE: one review per author and project, also when two submissions race.
  (t) => [uniqueIndex('reviews_project_author').on(t.projectId, t.authorId)],
);
export type ReviewRow = typeof reviews.$inferSelect;
