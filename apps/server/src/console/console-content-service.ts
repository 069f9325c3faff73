import type { ConsoleContent } from '@lancer/api/schemas/console';
import { desc, ilike, or, sql, type AnyColumn } from 'drizzle-orm';

import { requests } from '../db/request-schema';
import { reviews } from '../db/review-schema';
import { users } from '../db/schema';
import { likePattern } from '../lib/like-pattern';
import { paged, readPage, type PageQuery } from '../lib/paging';
import { iso } from '../lib/time';
import type { Services } from '../services';
import { loadSummaries } from '../user/user-summaries';

type ContentQuery = PageQuery & { type: 'job_post' | 'review'; q: string };

/** Its author's email or name matches. */
const authorMatches = (column: AnyColumn, pattern: string) =>
  sql`exists (select 1 from ${users} where ${users.id} = ${column} and (${users.email} ilike ${pattern} or (${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}))`;

type Found = {
  row: { id: string; createdAt: Date; hiddenAt: Date | null; hiddenReason: string };
  text: string;
  rating: number | null;
  authorId: string;
};

/** One page of the posts or the reviews, each with its words, stars and author. */
async function readContent(services: Services, query: ContentQuery) {
  const pattern = query.q ? likePattern(query.q) : null;
  const matching = (words: AnyColumn, id: AnyColumn, author: AnyColumn) =>
    pattern ? or(ilike(words, pattern), ilike(id, pattern), authorMatches(author, pattern)) : undefined;
  if (query.type === 'job_post') {
    const { rows, total } = await readPage(
      services.db,
      requests,
      matching(requests.title, requests.id, requests.clientId),
      [desc(requests.createdAt), desc(requests.id)],
      query,
    );
    const found: Found[] = rows.map((row) => ({
      row,
      text: row.title,
      rating: null,
      authorId: row.clientId,
    }));
    return { found, total };
  }
  const { rows, total } = await readPage(
    services.db,
    reviews,
    matching(reviews.comment, reviews.id, reviews.authorId),
    [desc(reviews.createdAt), desc(reviews.id)],
    query,
  );
  const found: Found[] = rows.map((row) => ({
    row,
    text: row.comment,
    rating: row.rating,
    authorId: row.authorId,
  }));
  return { found, total };
}

/**
 * The console's job posts or reviews (decision 1541), to hide or restore without a report: one
 * text against the post's title or the review's words, the author's name and email, and the id;
 * newest first. Hiding and restoring are hideContent and restoreContent (decision 1504).
 */
export async function searchConsoleContent(services: Services, query: ContentQuery) {
  const { found, total } = await readContent(services, query);
  const people = await loadSummaries(
    services.db,
    found.map((item) => item.authorId),
  );
  const items: ConsoleContent[] = found.map(({ row, text, rating, authorId }) => ({
    subject_type: query.type,
    subject_id: row.id,
    text,
    rating,
    author: people.get(authorId),
    created_at: iso(row.createdAt),
    hidden: row.hiddenAt ? { reason: row.hiddenReason, hidden_at: iso(row.hiddenAt) } : null,
  }));
  return paged(items, total, query);
}
