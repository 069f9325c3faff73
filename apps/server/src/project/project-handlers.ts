import type { HandlerMap } from '../http/handler';
import {
  addCollaborator,
  closeProject,
  completeProject,
  fetchProject,
  listCollaborators,
  listProjects,
  removeCollaborator,
} from './project-service';

export const projectHandlers = {
  fetchProjects: ({ services, user, query }) => listProjects(services, user.id, query),
  fetchProject: ({ services, user, query }) => fetchProject(services, user.id, query.project_id),
  completeProject: ({ services, user, body }) =>
    completeProject(services, user.id, body.project_id, body.score),
  closeProject: ({ services, user, body }) => closeProject(services, user.id, body.project_id),
  fetchProjectCollaborators: ({ services, user, query }) =>
    listCollaborators(services, user.id, query.project_id),
  addProjectCollaborator: ({ services, user, body }) =>
    addCollaborator(services, user.id, body.project_id, body.user_id),
  removeProjectCollaborator: async ({ services, user, query }) => {
    await removeCollaborator(services, user.id, query.project_id, query.user_id);
    return { ok: true as const };
  },
} satisfies HandlerMap;
