import { z } from 'zod';

import { idSchema, okSchema, pagedSchema, pageQuerySchema } from '../schemas/common';
import {
  completeProjectBodySchema,
  projectCollaboratorSchema,
  projectDetailSchema,
  projectSchema,
  projectStatusSchema,
} from '../schemas/project';
import { on, signedIn } from './access';
import { defineOperation } from './operation';

export const fetchProjects = defineOperation({
  name: 'fetchProjects',
  method: 'GET',
  path: '/api/project/fetch-projects',
  summary: 'Projects the signed-in user is a member of (client or provider), most recently updated first.',
  auth: 'user',
  access: signedIn,
  query: pageQuerySchema.extend({ status: projectStatusSchema.optional() }),
  response: pagedSchema(projectSchema),
});

export const fetchProject = defineOperation({
  name: 'fetchProject',
  method: 'GET',
  path: '/api/project/fetch-project',
  summary: 'One project with its milestones (members only).',
  auth: 'user',
  access: on('project', ['owner', 'counterparty', 'collaborator'], { others: 403 }),
  query: z.object({ project_id: idSchema }),
  response: projectDetailSchema,
});

export const completeProject = defineOperation({
  name: 'completeProject',
  method: 'POST',
  path: '/api/project/complete-project',
  summary:
    'The client finishes an ONGOING project whose milestones are all PAID, with a score (Max 100): DONE.',
  auth: 'user',
  access: on('project', ['owner'], { others: 403, because: 'Only the client can complete the project' }),
  body: completeProjectBodySchema,
  response: projectSchema,
});

export const closeProject = defineOperation({
  name: 'closeProject',
  method: 'POST',
  path: '/api/project/close-project',
  summary: 'The client closes an ONGOING project early: CLOSED (unfunded milestones are dropped).',
  auth: 'user',
  access: on('project', ['owner'], { others: 403, because: 'Only the client can close the project' }),
  body: z.object({ project_id: idSchema }),
  response: projectSchema,
});

export const fetchProjectCollaborators = defineOperation({
  name: 'fetchProjectCollaborators',
  method: 'GET',
  path: '/api/project/fetch-project-collaborators',
  summary: 'Members of a project.',
  auth: 'user',
  access: on('project', ['owner', 'counterparty', 'collaborator'], { others: 403 }),
  query: z.object({ project_id: idSchema }),
  response: z.object({ collaborators: z.array(projectCollaboratorSchema) }),
});

export const addProjectCollaborator = defineOperation({
  name: 'addProjectCollaborator',
  method: 'POST',
  path: '/api/project/add-project-collaborator',
  summary: 'The client adds a contributor to a project.',
  auth: 'user',
  access: on('project', ['owner'], { others: 403, because: 'Only the client can add collaborators' }),
  body: z.object({ project_id: idSchema, user_id: idSchema }),
  response: z.object({ collaborators: z.array(projectCollaboratorSchema) }),
});

export const removeProjectCollaborator = defineOperation({
  name: 'removeProjectCollaborator',
  method: 'DELETE',
  path: '/api/project/remove-project-collaborator',
  summary: 'The client removes a contributor (not the client or the provider).',
  auth: 'user',
  access: on('project', ['owner'], { others: 403, because: 'Only the client can remove collaborators' }),
  query: z.object({ project_id: idSchema, user_id: idSchema }),
  response: okSchema,
});

export const projectOperations = {
  fetchProjects,
  fetchProject,
  completeProject,
  closeProject,
  fetchProjectCollaborators,
  addProjectCollaborator,
  removeProjectCollaborator,
} as const;
