import { acceptProposal } from '../contract/proposal';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const acceptProposalAfterSuccess: AfterSuccess = { invalidates: ['proposal', 'request'] };

export const useAcceptProposal = () => useOperationMutation(acceptProposal, acceptProposalAfterSuccess);
