import { closeProject } from '../../../contract/project';
import { checkProjectFinish } from '../../../rules/project-access';
import { findOrThrow } from '../../db/views';
import { memberRoleOf } from '../../db/actions';
import { stopMockTimerAtClose } from '../../db/hourly';
import { refuse } from '../../db/mock-http-error';
import { tick } from '../../db/store';
import { projectView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const closeProjectMock = createOperationMock(closeProject, ({ db, meId, body }) => {
  const project = findOrThrow(db.projects, body.project_id, 'Project');
  refuse(checkProjectFinish(memberRoleOf(db, project.id, meId), project.status, 'close', 0));
  db.milestones = db.milestones.filter(
    (milestone) => milestone.project_id !== project.id || milestone.status !== 'PENDING',
  );
  stopMockTimerAtClose(db, project.id);
  Object.assign(project, { status: 'CLOSED', updated_at: tick(db) });
  const request = db.requests.find((candidate) => candidate.id === project.request_id);
  if (request) request.status = 'CLOSED';
  return projectView(db, project);
});
