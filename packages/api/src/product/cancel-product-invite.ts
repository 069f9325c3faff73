import { cancelProductInvite } from '../contract/product';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: every read of the product area (tabs share figures). */
export const cancelProductInviteAfterSuccess: AfterSuccess = { invalidates: ['product'] };

export const useCancelProductInvite = () =>
  useOperationMutation(cancelProductInvite, cancelProductInviteAfterSuccess);
