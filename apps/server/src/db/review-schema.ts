import type { ReviewAspects } from '@lancer/api/schemas/review';
import { doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { createdAt, tstz, updatedAt } from './columns';

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

/**
 * A user's reputation as search-for-users filters and sorts by it (PROVIDER-SORT, decision 1360):
 * computed by the rules of rules/review.ts (jobSuccess, averageRating) in TypeScript, never in SQL,
 * and written in the same transaction as each change that moves it (a project finishing, a review
 * in, a review hidden or shown). `refresh_at` is when it next moves with no change at all: a
 * review that turns public as its window closes (REVIEW-BLIND); the search computes those first.
 */
export const providerReputations = pgTable(
  'provider_reputations',
  {
    userId: text('user_id').primaryKey(),
    /** JOB-SUCCESS score, 0–100; null with no finished work that counts. */
    jobSuccess: integer('job_success'),
    /** Mean of the public ratings, one decimal; null without any. */
    rating: doublePrecision('rating'),
    reviewCount: integer('review_count').notNull().default(0),
    refreshAt: tstz('refresh_at'),
  },
  (t) => [index('provider_reputations_refresh_at').on(t.refreshAt)],
);
export type ProviderReputationRow = typeof providerReputations.$inferSelect;

/** A provider's portfolio on the public profile (decision 1370): items in the owner's order. */
export const portfolioItems = pgTable(
  'portfolio_items',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** An http(s) address (PORTFOLIO-LINK); null without one. */
    link: text('link'),
    /** Its place in the owner's portfolio, from 0. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('portfolio_items_owner').on(t.ownerId, t.position)],
);
export type PortfolioItemRow = typeof portfolioItems.$inferSelect;

/**
 * An image uploaded for a portfolio item: its bytes in `files` as a photo's (served to anyone);
 * this row says whose it is (PORTFOLIO-OWN) and which item shows it (null until saved in one).
 */
export const portfolioImages = pgTable(
  'portfolio_images',
  {
    fileId: text('file_id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    itemId: text('item_id'),
    position: integer('position').notNull().default(0),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('portfolio_images_item').on(t.itemId)],
);
