import { completeProject } from '../../../contract/project';
import { checkProjectFinish } from '../../../rules/project-access';
import { memberRoleOf } from '../../db/actions';
import { refuse } from '../../db/mock-http-error';
import { emitMockToProject } from '../../db/notifications';
import { tick } from '../../db/store';
import { findOrThrow, projectView } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const completeProjectMock = createOperationMock(completeProject, ({ db, meId, body }) => {
  const project = findOrThrow(db.projects, body.project_id, 'Project');
  const unpaid = db.milestones.filter(
    (milestone) => milestone.project_id === project.id && milestone.status !== 'PAID',
  ).length;
  refuse(checkProjectFinish(memberRoleOf(db, project.id, meId), project.status, 'complete', unpaid));
  Object.assign(project, { status: 'DONE', score: body.score, updated_at: tick(db) });
  // PROFILE-WORK: shown on the provider's profile unless the client said no.
  if (body.show_on_profile !== false) db.workShown.push(project.id);
  const request = db.requests.find((candidate) => candidate.id === project.request_id);
  if (request) request.status = 'DONE';
  emitMockToProject(db, project.id, {
    kind: 'project_completed',
    subject: { project_id: project.id, score: body.score },
    actorId: meId,
    title: project.title,
  });
  return projectView(db, project);
});
