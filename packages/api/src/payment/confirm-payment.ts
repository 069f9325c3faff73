import { confirmPayment } from '../contract/payment';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const confirmPaymentAfterSuccess: AfterSuccess = {
  invalidates: [['payments'], ['projects'], ['stats']],
};

export const useConfirmPayment = () => useOperationMutation(confirmPayment, confirmPaymentAfterSuccess);
