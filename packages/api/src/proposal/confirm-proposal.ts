import { confirmProposal } from '../contract/proposal';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const confirmProposalAfterSuccess: AfterSuccess = {
  invalidates: ['proposal', 'request', 'project', 'stats'],
};

export const useConfirmProposal = () => useOperationMutation(confirmProposal, confirmProposalAfterSuccess);
