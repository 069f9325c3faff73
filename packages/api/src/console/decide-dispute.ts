import { decideDispute } from '../contract/console';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const decideDisputeAfterSuccess: AfterSuccess = {
  invalidates: ['console', 'dispute', 'project', 'payment'],
};

export const useDecideDispute = () => useOperationMutation(decideDispute, decideDisputeAfterSuccess);
