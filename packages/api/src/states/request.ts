import type { Transitions } from './machine';

/** REQUEST-STATES: RECRUITING -> ONGOING (a proposal accepted) -> DONE; RECRUITING or ONGOING -> CLOSED. */
export const requestStatuses = ['RECRUITING', 'ONGOING', 'DONE', 'CLOSED'] as const;
export type RequestState = (typeof requestStatuses)[number];

export const requestTransitions: Transitions<RequestState> = {
  RECRUITING: ['ONGOING', 'CLOSED'],
  ONGOING: ['DONE', 'CLOSED'],
  DONE: [],
  CLOSED: [],
};
