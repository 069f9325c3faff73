import type { ProjectState } from '../states/project';
import { checkProjectOngoing } from './project-access';

/**
 * What may still happen on a finished project (docs/decisions/0500-deliver-finished-projects-and-money-keys.md):
 * a DONE or CLOSED project is a record; nothing in it changes any more (checkProjectOngoing
 * refuses it on the server and in the mocks), and the screens hide the actions it refuses.
 */
export const isProjectOpenForChanges = (status: ProjectState) => checkProjectOngoing(status) === null;
