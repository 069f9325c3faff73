import { searchRequests } from '../../../contract/request';
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
  const matches = db.requests.filter(
    (request) =>
      (query.scope === 'mine' ? request.client.user_id === meId : request.visibility === 'public') &&
      (!keyword || `${request.title} ${request.description_html}`.toLowerCase().includes(keyword)) &&
      (!query.category || request.category === query.category) &&
      (skills.length === 0 || request.skills.some((skill) => skills.includes(skill.toLowerCase()))) &&
      (!query.budget_type || request.budget_type === query.budget_type) &&
      (query.budget_min_cents === undefined || request.budget_max_cents >= query.budget_min_cents) &&
      (query.budget_max_cents === undefined || request.budget_min_cents <= query.budget_max_cents) &&
      (!query.status || request.status === query.status),
  );
  const page = paginate(newestFirst(matches), query);
  return { ...page, items: page.items.map((request) => requestView(db, request, meId)) };
});
