import { acceptSettlement } from '../contract/dispute';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const acceptSettlementAfterSuccess: AfterSuccess = {
  invalidates: ['dispute', 'project', 'payment', 'notification', 'stats', 'activity'],
};

export const useAcceptSettlement = () => useOperationMutation(acceptSettlement, acceptSettlementAfterSuccess);
