import { escalateDispute } from '../contract/dispute';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const escalateDisputeAfterSuccess: AfterSuccess = { invalidates: ['dispute', 'notification'] };

export const useEscalateDispute = () => useOperationMutation(escalateDispute, escalateDisputeAfterSuccess);
