import type { Transitions } from './machine';

/**
 * DESIGN section 4b: PENDING -> PROPOSED (the provider sent a proposal) | DECLINED (the provider) |
 * EXPIRED (the request left RECRUITING). EXPIRED is derived when read (rules/invitation.ts), never stored.
 */
export const invitationStatuses = ['PENDING', 'PROPOSED', 'DECLINED', 'EXPIRED'] as const;
export type InvitationState = (typeof invitationStatuses)[number];

export const invitationTransitions: Transitions<InvitationState> = {
  PENDING: ['PROPOSED', 'DECLINED', 'EXPIRED'],
  PROPOSED: [],
  DECLINED: [],
  EXPIRED: [],
};
