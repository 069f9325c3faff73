import { addProjectCollaborator } from '../../../contract/project';
import { checkProjectMember, isClientOf } from '../../db/actions';
import { MockHttpError, forbidden } from '../../db/mock-http-error';
import { tick } from '../../db/store';
import { findUser } from '../../db/views';
import { summaryOf } from '../../factories/user';
import { createOperationMock } from '../operation-mock';

export const addProjectCollaboratorMock = createOperationMock(
  addProjectCollaborator,
  ({ db, meId, body }) => {
    const project = checkProjectMember(db, meId, body.project_id);
    if (!isClientOf(project, meId)) throw forbidden('Only the client can add collaborators');
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
