import type { ProjectState } from '../states/project';

/**
 * What may still happen on a finished project (docs/decisions/0500-deliver-finished-projects.md):
 * a DONE or CLOSED project is a record. Nothing in it changes any more: no milestone action, no
 * issue opened, moved or commented, no collaborator added. Only money already on its way settles
 * (a card checkout the provider reports paid, a payee confirming money that arrived), because that
 * money moved outside the product and the record must say so. The server and the mocks both call
 * this, and the screens hide the actions it refuses.
 */
export const isProjectOpenForChanges = (status: ProjectState) => status === 'ONGOING';

/** The message every refused change on a finished project answers (409). */
export const finishedProjectMessage = (status: ProjectState) =>
  `The project is ${status}; nothing can change in it`;
