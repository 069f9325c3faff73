import { completeProject } from '../../../contract/project';
import { canTransition } from '../../../states/machine';
import { projectTransitions } from '../../../states/project';
import { checkProjectMember, isClientOf } from '../../db/actions';
import { MockHttpError, forbidden, invalidTransition } from '../../db/mock-http-error';
import { tick } from '../../db/store';
import { projectView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const completeProjectMock = createOperationMock(completeProject, ({ db, meId, body }) => {
  const project = checkProjectMember(db, meId, body.project_id);
  if (!isClientOf(project, meId)) throw forbidden('Only the client can finish the project');
  if (!canTransition(projectTransitions, project.status, 'DONE'))
    throw invalidTransition('project', project.status, 'finish');
  if (db.milestones.some((milestone) => milestone.project_id === project.id && milestone.status !== 'PAID')) {
    throw new MockHttpError(
      409,
      'INVALID_STATE_TRANSITION',
      'Pay every milestone before finishing the project',
    );
  }
  Object.assign(project, { status: 'DONE', score: body.score, updated_at: tick(db) });
  const request = db.requests.find((candidate) => candidate.id === project.request_id);
  if (request) request.status = 'DONE';
  return projectView(db, project);
});
