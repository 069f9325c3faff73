import { removeProjectCollaborator } from '../../../contract/project';
import { checkProjectMember, isClientOf } from '../../db/actions';
import { forbidden, notFound } from '../../db/mock-http-error';
import { createOperationMock } from '../operation-mock';

export const removeProjectCollaboratorMock = createOperationMock(
  removeProjectCollaborator,
  ({ db, meId, query }) => {
    const project = checkProjectMember(db, meId, query.project_id);
    if (!isClientOf(project, meId)) throw forbidden('Only the client can remove collaborators');
    const members = db.projectCollaborators[project.id] ?? [];
    const member = members.find((candidate) => candidate.user.user_id === query.user_id);
    if (!member) throw notFound('Collaborator');
    if (member.role !== 'contributor') throw forbidden('The client and the provider stay on the project');
    db.projectCollaborators[project.id] = members.filter((candidate) => candidate !== member);
    return { ok: true as const };
  },
);
