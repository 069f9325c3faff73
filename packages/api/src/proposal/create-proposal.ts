import { createProposal } from '../contract/proposal';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const createProposalAfterSuccess: AfterSuccess = {
  invalidates: ['proposal', 'request', 'stats'],
};

export const useCreateProposal = () => useOperationMutation(createProposal, createProposalAfterSuccess);
