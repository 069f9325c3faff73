import { sendOffer } from '../contract/offer';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const sendOfferAfterSuccess: AfterSuccess = { invalidates: ['offer'] };

export const useSendOffer = () => useOperationMutation(sendOffer, sendOfferAfterSuccess);
