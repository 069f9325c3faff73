import { updateProductPlanItem } from '../contract/product';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: every read of the product area (tabs share figures). */
export const updateProductPlanItemAfterSuccess: AfterSuccess = { invalidates: ['product'] };

export const useUpdateProductPlanItem = () =>
  useOperationMutation(updateProductPlanItem, updateProductPlanItemAfterSuccess);
