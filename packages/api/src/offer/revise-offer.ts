import { reviseOffer } from '../contract/offer';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const reviseOfferAfterSuccess: AfterSuccess = { invalidates: ['offer'] };

export const useReviseOffer = () => useOperationMutation(reviseOffer, reviseOfferAfterSuccess);
