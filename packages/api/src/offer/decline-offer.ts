import { declineOffer } from '../contract/offer';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const declineOfferAfterSuccess: AfterSuccess = { invalidates: ['offer'] };

export const useDeclineOffer = () => useOperationMutation(declineOffer, declineOfferAfterSuccess);
