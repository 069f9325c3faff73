import { jobCanAlert, jobMatchesSearch } from '../../rules/saved-search';
import type { Request } from '../../schemas/request';
import type { MockDb } from './mock-db';
import { emitMockNotification } from './notifications';
import { notFound } from './mock-http-error';
import { tick } from './store';

/**
 * The server's saved-search match (saved-search-match.ts) in the mocks: a job that is public,
 * shown and RECRUITING alerts each jobs search of another user it matches, once per search and
 * job; one notification per owner.
 */
export function alertSavedSearches(db: MockDb, request: Request) {
  if (!jobCanAlert({ ...request, hidden: Boolean(request.hidden) })) return;
  const told = new Set<string>();
  // Oldest first: an owner's one notification names the first search they saved of those it matched.
  for (const search of [...db.savedSearches].reverse()) {
    if (search.filters.target !== 'jobs' || search.owner_id === request.client.user_id) continue;
    const key = `${search.id}:${request.id}`;
    if (
      db.savedSearchMatches.includes(key) ||
      !jobMatchesSearch({ ...request, hidden: false }, search.filters)
    )
      continue;
    db.savedSearchMatches.push(key);
    search.match_count += 1;
    search.last_match_at = tick(db);
    if (told.has(search.owner_id)) continue;
    told.add(search.owner_id);
    emitMockNotification(db, {
      recipientId: search.owner_id,
      kind: 'saved_search_match',
      subject: { request_id: request.id, saved_search_id: search.id },
      actor: null,
      title: request.title,
    });
  }
}

/** A saved search as the contract answers it: without its owner. */
export const savedSearchView = ({ owner_id: _owner, ...view }: MockDb['savedSearches'][number]) => view;

/** The caller's saved searches, newest first. */
export const mySavedSearches = (db: MockDb, meId: string) =>
  db.savedSearches.filter((search) => search.owner_id === meId).map(savedSearchView);

/** One of the caller's saved searches; another's is as unknown as a missing one (404). */
export function mySavedSearch(db: MockDb, meId: string, id: string) {
  const search = db.savedSearches.find((item) => item.id === id && item.owner_id === meId);
  if (!search) throw notFound('Saved search');
  return search;
}
