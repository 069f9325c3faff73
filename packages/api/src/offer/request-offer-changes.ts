import { requestOfferChanges } from '../contract/offer';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const requestOfferChangesAfterSuccess: AfterSuccess = { invalidates: ['offer'] };

export const useRequestOfferChanges = () =>
  useOperationMutation(requestOfferChanges, requestOfferChangesAfterSuccess);
