import { payInvoice } from '../contract/payment';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const payInvoiceAfterSuccess: AfterSuccess = {
  invalidates: ['payment'],
};

export const usePayInvoice = () => useOperationMutation(payInvoice, payInvoiceAfterSuccess);
