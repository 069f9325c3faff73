import { createProductOpsEvent } from '../contract/product';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: every read of the product area (tabs share figures). */
export const createProductOpsEventAfterSuccess: AfterSuccess = { invalidates: ['product'] };

export const useCreateProductOpsEvent = () =>
  useOperationMutation(createProductOpsEvent, createProductOpsEventAfterSuccess);
