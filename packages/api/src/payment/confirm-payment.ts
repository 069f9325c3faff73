import { confirmPayment } from '../contract/payment';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const confirmPaymentAfterSuccess: AfterSuccess = {
  invalidates: ['payment', 'project', 'stats', 'activity'],
};

export const useConfirmPayment = () => useOperationMutation(confirmPayment, confirmPaymentAfterSuccess);
