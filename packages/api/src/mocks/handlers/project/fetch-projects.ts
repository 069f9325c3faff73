import { fetchProjects } from '../../../contract/project';
import { isProjectMember, paginate, projectView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchProjectsMock = createOperationMock(fetchProjects, ({ db, meId, query }) => {
  const mine = db.projects
    .filter(
      (project) =>
        isProjectMember(db, project.id, meId) && (!query.status || project.status === query.status),
    )
    .sort((left, right) => right.updated_at.localeCompare(left.updated_at));
  const page = paginate(mine, query);
  return { ...page, items: page.items.map((project) => projectView(db, project, meId)) };
});
