import { addProjectCollaborator } from '../../../contract/project';
import { checkCollaboratorChange } from '../../../rules/project-access';
import { memberRoleOf } from '../../db/actions';
import { MockHttpError, refuse } from '../../db/mock-http-error';
import { tick } from '../../db/store';
import { findOrThrow, findUser } from '../../db/views';
import { summaryOf } from '../../factories/user';
import { createOperationMock } from '../operation-mock';

export const addProjectCollaboratorMock = createOperationMock(
  addProjectCollaborator,
  ({ db, meId, body }) => {
    const project = findOrThrow(db.projects, body.project_id, 'Project');
    refuse(checkCollaboratorChange(memberRoleOf(db, project.id, meId), project.status, 'add'));
    const user = findUser(db, body.user_id);
    const members = (db.projectCollaborators[project.id] ??= []);
    if (members.some((member) => member.user.user_id === body.user_id)) {
      throw new MockHttpError(409, 'CONFLICT', 'Already a collaborator', {
        user_id: 'Already a collaborator',
      });
    }
    members.push({ user: summaryOf(user), role: 'contributor', joined_at: tick(db) });
    return { collaborators: members };
  },
);
