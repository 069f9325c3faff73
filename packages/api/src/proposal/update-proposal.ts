import { updateProposal } from '../contract/proposal';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds: the proposal, its revisions, the jobs that show it. */
export const updateProposalAfterSuccess: AfterSuccess = { invalidates: ['proposal', 'request'] };

export const useUpdateProposal = () => useOperationMutation(updateProposal, updateProposalAfterSuccess);
