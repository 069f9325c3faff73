import { updateProductOpsEvent } from '../contract/product';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: every read of the product area (tabs share figures). */
export const updateProductOpsEventAfterSuccess: AfterSuccess = { invalidates: ['product'] };

export const useUpdateProductOpsEvent = () =>
  useOperationMutation(updateProductOpsEvent, updateProductOpsEventAfterSuccess);
