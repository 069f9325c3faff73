import { fetchPaymentMethods, removePaymentMethod } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';

export const useRemovePaymentMethod = () =>
  useOperationMutation(removePaymentMethod, { invalidates: [fetchPaymentMethods] });
