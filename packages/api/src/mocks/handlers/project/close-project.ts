import { closeProject } from '../../../contract/project';
import { canTransition } from '../../../states/machine';
import { projectTransitions } from '../../../states/project';
import { checkProjectMember, isClientOf } from '../../db/actions';
import { forbidden, invalidTransition } from '../../db/mock-http-error';
import { tick } from '../../db/store';
import { projectView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const closeProjectMock = createOperationMock(closeProject, ({ db, meId, body }) => {
  const project = checkProjectMember(db, meId, body.project_id);
  if (!isClientOf(project, meId)) throw forbidden('Only the client can close the project');
  if (!canTransition(projectTransitions, project.status, 'CLOSED'))
    throw invalidTransition('project', project.status, 'close');
  db.milestones = db.milestones.filter(
    (milestone) => milestone.project_id !== project.id || milestone.status !== 'PENDING',
  );
  Object.assign(project, { status: 'CLOSED', updated_at: tick(db) });
  const request = db.requests.find((candidate) => candidate.id === project.request_id);
  if (request) request.status = 'CLOSED';
  return projectView(db, project);
});
