import { searchRequests } from '../../../contract/request';
import { requestSearchScope } from '../../../rules/request-access';
import { newestFirst, paginate, requestView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const searchRequestsMock = createOperationMock(searchRequests, ({ db, meId, query }) => {
  const keyword = query.keyword?.toLowerCase();
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
      (!keyword || `${request.title} ${request.description_html}`.toLowerCase().includes(keyword)) &&
      (!query.category || request.category === query.category) &&
      (skills.length === 0 || request.skills.some((skill) => skills.includes(skill.toLowerCase()))) &&
      (!query.budget_type || request.budget_type === query.budget_type) &&
      (query.budget_min_cents === undefined || request.budget_max_cents >= query.budget_min_cents) &&
      (query.budget_max_cents === undefined || request.budget_min_cents <= query.budget_max_cents),
  );
  const page = paginate(newestFirst(matches), query);
  return { ...page, items: page.items.map((request) => requestView(db, request, meId)) };
});
