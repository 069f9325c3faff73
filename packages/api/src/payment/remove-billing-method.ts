import { fetchBillingMethod, removeBillingMethod } from '../contract/payment';
import { useOperationMutation } from '../react/operation-mutation';

export const useRemoveBillingMethod = () =>
  useOperationMutation(removeBillingMethod, { invalidates: [fetchBillingMethod] });
