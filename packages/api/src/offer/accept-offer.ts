import { acceptOffer } from '../contract/offer';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const acceptOfferAfterSuccess: AfterSuccess = {
  invalidates: ['offer', 'request', 'project', 'stats'],
};

export const useAcceptOffer = () => useOperationMutation(acceptOffer, acceptOfferAfterSuccess);
