import { fetchIssues } from '../../../contract/issue';
import { issueMatchesSearch, parseIssueSearch } from '../../../rules/issue-search';
import { checkProjectMember } from '../../db/actions';
import { issueView, paginate } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchIssuesMock = createOperationMock(fetchIssues, ({ db, meId, query }) => {
  checkProjectMember(db, meId, query.project_id);
  const search = parseIssueSearch(query.search);
  const matches = db.issues
    .filter(
      (issue) =>
        issue.project_id === query.project_id &&
        (!query.state || issue.state === query.state) &&
        (!query.milestone_id || issue.milestone_id === query.milestone_id) &&
        issueMatchesSearch(issue, search),
    )
    .sort((left, right) => right.number - left.number);
  const page = paginate(matches, query);
  return { ...page, items: page.items.map((issue) => issueView(db, issue)) };
});
