import { removePaymentMethod } from '../contract/user';
import { useOperationMutation } from '../react/operation-mutation';
import { fetchPaymentMethodsQueryKey } from './fetch-payment-methods';

export const useRemovePaymentMethod = () =>
  useOperationMutation(removePaymentMethod, { invalidates: [fetchPaymentMethodsQueryKey] });
