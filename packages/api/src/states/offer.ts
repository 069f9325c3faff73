import type { Transitions } from './machine';

/**
 * OFFER-STATES (decision 2202): a client's direct offer to one provider. SENT -> ACCEPTED (the
 * provider accepts: the project starts), DECLINED (provider), WITHDRAWN (client), EXPIRED (its
 * expiry passed), or CHANGES_REQUESTED (the provider asks for changes) -> SENT again when the client
 * revises it.
 */
export const offerStatuses = [
  'SENT',
  'CHANGES_REQUESTED',
  'ACCEPTED',
  'DECLINED',
  'WITHDRAWN',
  'EXPIRED',
] as const;
export type OfferState = (typeof offerStatuses)[number];

export const offerTransitions: Transitions<OfferState> = {
  SENT: ['SENT', 'CHANGES_REQUESTED', 'ACCEPTED', 'DECLINED', 'WITHDRAWN', 'EXPIRED'],
  CHANGES_REQUESTED: ['SENT', 'DECLINED', 'WITHDRAWN', 'EXPIRED'],
  ACCEPTED: [],
  DECLINED: [],
  WITHDRAWN: [],
  EXPIRED: [],
};

/** The offers still waiting for the provider's answer (or the client's revision). */
export const openOfferStatuses = ['SENT', 'CHANGES_REQUESTED'] as const satisfies readonly OfferState[];

/** Which action moves an offer to which state, and who may take it. */
export const offerActions = {
  revise: { to: 'SENT', by: 'client' },
  withdraw: { to: 'WITHDRAWN', by: 'client' },
  accept: { to: 'ACCEPTED', by: 'provider' },
  decline: { to: 'DECLINED', by: 'provider' },
  request_changes: { to: 'CHANGES_REQUESTED', by: 'provider' },
} as const satisfies Record<string, { to: OfferState; by: 'client' | 'provider' }>;
export type OfferAction = keyof typeof offerActions;
