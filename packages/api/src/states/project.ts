import type { Transitions } from './machine';

/** PROJECT-STATES: created ONGOING when a proposal is confirmed; ONGOING -> DONE | CLOSED. */
export const projectStatuses = ['ONGOING', 'DONE', 'CLOSED'] as const;
export type ProjectState = (typeof projectStatuses)[number];

export const projectTransitions: Transitions<ProjectState> = {
  ONGOING: ['DONE', 'CLOSED'],
  DONE: [],
  CLOSED: [],
};
