import { fetchProject } from '../../../contract/project';
import { checkProjectMember } from '../../db/actions';
import { projectDetailView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchProjectMock = createOperationMock(fetchProject, ({ db, meId, query }) =>
  projectDetailView(db, checkProjectMember(db, meId, query.project_id), meId),
);
