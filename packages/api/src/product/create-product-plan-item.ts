import { createProductPlanItem } from '../contract/product';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: every read of the product area (tabs share figures). */
export const createProductPlanItemAfterSuccess: AfterSuccess = { invalidates: ['product'] };

export const useCreateProductPlanItem = () =>
  useOperationMutation(createProductPlanItem, createProductPlanItemAfterSuccess);
