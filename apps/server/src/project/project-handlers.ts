import type { HandlerMap } from '../http/handler';
import {
  addProjectCollaborator,
  closeProject,
  completeProject,
  fetchProject,
  fetchProjectCollaborators,
  fetchProjects,
  removeProjectCollaborator,
} from './project-service';

export const projectHandlers = {
  fetchProjects: ({ services, user, query }) => fetchProjects(services, user.id, query),
  fetchProject: ({ services, user, query }) => fetchProject(services, user.id, query.project_id),
  completeProject: ({ services, user, body }) => completeProject(services, user.id, body),
  closeProject: ({ services, user, body }) => closeProject(services, user.id, body.project_id),
  fetchProjectCollaborators: ({ services, user, query }) =>
    fetchProjectCollaborators(services, user.id, query.project_id),
  addProjectCollaborator: ({ services, user, body }) =>
    addProjectCollaborator(services, user.id, body.project_id, body.user_id),
  removeProjectCollaborator: ({ services, user, query }) =>
    removeProjectCollaborator(services, user.id, query.project_id, query.user_id),
} satisfies HandlerMap;
