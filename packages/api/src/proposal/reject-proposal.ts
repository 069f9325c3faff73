import { rejectProposal } from '../contract/proposal';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const rejectProposalAfterSuccess: AfterSuccess = { invalidates: ['proposal', 'request'] };

export const useRejectProposal = () => useOperationMutation(rejectProposal, rejectProposalAfterSuccess);
