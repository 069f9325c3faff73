import { openDispute } from '../contract/dispute';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const openDisputeAfterSuccess: AfterSuccess = { invalidates: ['dispute', 'project', 'notification'] };

export const useOpenDispute = () => useOperationMutation(openDispute, openDisputeAfterSuccess);
