import { searchRequests } from '../../../contract/request';
import { matchesSearchWords, SEARCH_TOTAL_CAP, searchWords } from '../../../rules/job-search';
import { requestSearchScope } from '../../../rules/request-access';
import type { Request, RequestSort } from '../../../schemas/request';
import { newestFirst, paginate, requestView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

/** The server's ORDER BY: budget sorts by the top of the range, ties newest first. */
function sorted(requests: readonly Request[], sort: RequestSort) {
  const newest = newestFirst(requests);
  if (sort === 'newest') return newest;
  const sign = sort === 'budget_high' ? -1 : 1;
  return newest.sort((left, right) => sign * (left.budget_max_cents - right.budget_max_cents));
}

export const searchRequestsMock = createOperationMock(searchRequests, ({ db, meId, query }) => {
  const words = searchWords(query.keyword);
  const skills =
    query.skills
      ?.toLowerCase()
      .split(',')
      .map((skill) => skill.trim())
      .filter(Boolean) ?? [];
  const scope = requestSearchScope(query, meId);
  const matches = db.requests.filter(
    (request) =>
      (!scope.clientId || request.client.user_id === scope.clientId) &&
      (!scope.visibility || request.visibility === scope.visibility) &&
      (!scope.status || request.status === scope.status) &&
      (!scope.shownOnly || !request.hidden) &&
      matchesSearchWords(`${request.title} ${request.description_html}`, words) &&
      (!query.category || request.category === query.category) &&
      (skills.length === 0 || request.skills.some((skill) => skills.includes(skill.toLowerCase()))) &&
      (!query.budget_type || request.budget_type === query.budget_type) &&
      (query.budget_min_cents === undefined || request.budget_max_cents >= query.budget_min_cents) &&
      (query.budget_max_cents === undefined || request.budget_min_cents <= query.budget_max_cents) &&
      (!query.posted_since || request.created_at >= query.posted_since),
  );
  const page = paginate(sorted(matches, query.sort), query);
  return {
    ...page,
    items: page.items.map((request) => requestView(db, request, meId)),
    total: Math.min(page.total, SEARCH_TOTAL_CAP),
    total_capped: page.total > SEARCH_TOTAL_CAP,
  };
});
