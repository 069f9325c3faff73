import { fetchProjectsMock } from './fetch-projects';
import { fetchProjectMock } from './fetch-project';
import { completeProjectMock } from './complete-project';
import { closeProjectMock } from './close-project';
import { fetchProjectCollaboratorsMock } from './fetch-project-collaborators';
import { addProjectCollaboratorMock } from './add-project-collaborator';
import { removeProjectCollaboratorMock } from './remove-project-collaborator';

/** The project area's calls: each one's scenario factories, by operation name. */
export const projectMocks = {
  fetchProjects: fetchProjectsMock,
  fetchProject: fetchProjectMock,
  completeProject: completeProjectMock,
  closeProject: closeProjectMock,
  fetchProjectCollaborators: fetchProjectCollaboratorsMock,
  addProjectCollaborator: addProjectCollaboratorMock,
  removeProjectCollaborator: removeProjectCollaboratorMock,
} as const;
