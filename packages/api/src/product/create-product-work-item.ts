import { createProductWorkItem } from '../contract/product';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: every read of the product area (tabs share figures). */
export const createProductWorkItemAfterSuccess: AfterSuccess = { invalidates: ['product'] };

export const useCreateProductWorkItem = () =>
  useOperationMutation(createProductWorkItem, createProductWorkItemAfterSuccess);
