import type { Transitions } from './machine';

/**
 * PROPOSAL-STATES: APPLYING -> ACCEPTING (client accepted) -> ONGOING (provider confirmed, project
 * started); APPLYING -> REJECTED (client) or CLOSED (provider withdraws).
 */
export const proposalStatuses = ['APPLYING', 'ACCEPTING', 'ONGOING', 'REJECTED', 'CLOSED'] as const;
export type ProposalState = (typeof proposalStatuses)[number];

export const proposalTransitions: Transitions<ProposalState> = {
  APPLYING: ['ACCEPTING', 'REJECTED', 'CLOSED'],
  ACCEPTING: ['ONGOING'],
  ONGOING: [],
  REJECTED: [],
  CLOSED: [],
};

/** Which action moves a proposal to which state, and who may take it. */
export const proposalActions = {
  accept: { to: 'ACCEPTING', by: 'client' },
  reject: { to: 'REJECTED', by: 'client' },
  withdraw: { to: 'CLOSED', by: 'provider' },
  confirm: { to: 'ONGOING', by: 'provider' },
} as const satisfies Record<string, { to: ProposalState; by: 'client' | 'provider' }>;
