import { withdrawOffer } from '../contract/offer';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const withdrawOfferAfterSuccess: AfterSuccess = { invalidates: ['offer'] };

export const useWithdrawOffer = () => useOperationMutation(withdrawOffer, withdrawOfferAfterSuccess);
