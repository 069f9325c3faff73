import { searchWords, toPrefixQuery } from '@lancer/api/rules/job-search';
import { sql } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { announce, emitNotification } from '../notification/emit-notification';
import type { Services } from '../services';

/**
 * The alert of saved searches (decision 2200), called in the transaction that posts a job, edits
 * it or shows it again: the one job is matched against every jobs search in a single statement
 * (never the jobs against the searches), by the rules of rules/saved-search.ts `jobMatchesSearch`
 * said in SQL over the search's columns and the job's GIN-indexed search_vector. Each match is a
 * row whose primary key (saved_search_id, request_id) makes the alert once, however often the job
 * changes and whichever instance commits first; the notifications (the mail's outbox, claimed
 * after the commit by the mailer) are written in the same transaction, one per owner, naming the
 * first search they saved of those it matched.
 *
 * Answers the owners told, for `announce` after the commit.
 */
export async function alertSavedSearches(tx: Executor, requestId: string) {
  const matched = (await tx.execute(sql`
    WITH job AS (
      SELECT id, client_id, title, category, skills, budget_type, budget_min_cents, budget_max_cents, search_vector
      FROM requests
      WHERE id = ${requestId} AND visibility = 'public' AND status = 'RECRUITING' AND hidden_at IS NULL
    ), matched AS (
      INSERT INTO saved_search_matches (saved_search_id, request_id, owner_id)
      SELECT s.id, job.id, s.owner_id
      FROM job JOIN saved_searches s ON s.target = 'jobs'
      WHERE s.owner_id <> job.client_id
        AND (s.category IS NULL OR s.category = job.category)
        AND (s.budget_type IS NULL OR s.budget_type = job.budget_type)
        AND (s.budget_min_cents IS NULL OR job.budget_max_cents >= s.budget_min_cents)
        AND (s.budget_max_cents IS NULL OR job.budget_min_cents <= s.budget_max_cents)
        AND (s.skills = '{}' OR job.skills ?| s.skills)
        AND (s.keyword_query IS NULL OR job.search_vector @@ s.keyword_query)
      ORDER BY s.created_at, s.id
      ON CONFLICT DO NOTHING
      RETURNING saved_search_id, owner_id
    )
    SELECT DISTINCT ON (matched.owner_id) matched.saved_search_id, matched.owner_id, job.title
    FROM matched JOIN saved_searches s ON s.id = matched.saved_search_id, job
    ORDER BY matched.owner_id, s.created_at, s.id`)) as unknown as {
    rows: Array<{ saved_search_id: string; owner_id: string; title: string }>;
  };
  const rows = matched.rows;
  if (rows.length === 0) return [];
  return emitNotification(
    tx,
    rows.map((row) => ({
      recipientId: row.owner_id,
      kind: 'saved_search_match' as const,
      subject: { request_id: requestId, saved_search_id: row.saved_search_id },
      actorId: null,
      title: row.title,
    })),
  );
}

/** A keyword's tsquery text for the keyword_query column, or null without words (job-search rules). */
export function keywordQueryOf(keyword: string) {
  const words = searchWords(keyword);
  return words.length ? sql`to_tsquery('simple', ${toPrefixQuery(words)})` : null;
}

/** After the commit: the owners an alert told hear of it at once (their bell), as every notification's are. */
export function announceSavedSearchAlerts(services: Services, told: string[]) {
  announce(services, told);
}
