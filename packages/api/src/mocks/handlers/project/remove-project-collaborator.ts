import { removeProjectCollaborator } from '../../../contract/project';
import { checkCollaboratorChange } from '../../../rules/project-access';
import { memberRoleOf } from '../../db/actions';
import { forbidden, notFound, refuse } from '../../db/mock-http-error';
import { findOrThrow } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const removeProjectCollaboratorMock = createOperationMock(
  removeProjectCollaborator,
  ({ db, meId, query }) => {
    const project = findOrThrow(db.projects, query.project_id, 'Project');
    refuse(checkCollaboratorChange(memberRoleOf(db, project.id, meId), project.status, 'remove'));
    const members = db.projectCollaborators[project.id] ?? [];
    const member = members.find((candidate) => candidate.user.user_id === query.user_id);
    if (!member) throw notFound('Collaborator');
    if (member.role !== 'contributor') throw forbidden('The client and the provider cannot be removed');
    db.projectCollaborators[project.id] = members.filter((candidate) => candidate !== member);
    return { ok: true as const };
  },
);
