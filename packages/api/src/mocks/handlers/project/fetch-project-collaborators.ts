import { fetchProjectCollaborators } from '../../../contract/project';
import { checkProjectMember } from '../../db/actions';
import { createOperationMock } from '../operation-mock';

export const fetchProjectCollaboratorsMock = createOperationMock(
  fetchProjectCollaborators,
  ({ db, meId, query }) => {
    const project = checkProjectMember(db, meId, query.project_id);
    return { collaborators: db.projectCollaborators[project.id] ?? [] };
  },
);
