import { fetchIssues } from '../../../contract/issue';
import { checkProjectMember } from '../../db/actions';
import { issueView, newestFirst, paginate } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchIssuesMock = createOperationMock(fetchIssues, ({ db, meId, query }) => {
  checkProjectMember(db, meId, query.project_id);
  const matches = db.issues.filter(
    (issue) => issue.project_id === query.project_id && (!query.state || issue.state === query.state),
  );
  const page = paginate(newestFirst(matches), query);
  return { ...page, items: page.items.map((issue) => issueView(db, issue)) };
});
