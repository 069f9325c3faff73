import type { Transitions } from './machine';

/**
 * MILESTONE-STATES: PENDING (not funded) -> OUTSTANDING (funded, work due) -> IMPLEMENTING ->
 * DONE (client approved) -> PAID (money released). Delivering keeps IMPLEMENTING and records the
 * delivery; approving needs a delivery.
 */
export const milestoneStatuses = ['PENDING', 'OUTSTANDING', 'IMPLEMENTING', 'DONE', 'PAID'] as const;
export type MilestoneState = (typeof milestoneStatuses)[number];

export const milestoneTransitions: Transitions<MilestoneState> = {
  PENDING: ['OUTSTANDING'],
  OUTSTANDING: ['IMPLEMENTING'],
  IMPLEMENTING: ['DONE'],
  DONE: ['PAID'],
  PAID: [],
};

/** Which action needs which state, moves to which, and who takes it. */
export const milestoneActions = {
  fund: { from: 'PENDING', to: 'OUTSTANDING', by: 'client' },
  start: { from: 'OUTSTANDING', to: 'IMPLEMENTING', by: 'provider' },
  deliver: { from: 'IMPLEMENTING', to: 'IMPLEMENTING', by: 'provider' },
  approve: { from: 'IMPLEMENTING', to: 'DONE', by: 'client' },
  pay: { from: 'DONE', to: 'PAID', by: 'client' },
} as const satisfies Record<string, { from: MilestoneState; to: MilestoneState; by: 'client' | 'provider' }>;
