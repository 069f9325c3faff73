import { withdrawProposal } from '../contract/proposal';
import { useOperationMutation, type AfterSuccess } from '../react/operation-mutation';

/** What goes stale when this call succeeds. */
export const withdrawProposalAfterSuccess: AfterSuccess = { invalidates: ['proposal', 'request'] };

export const useWithdrawProposal = () => useOperationMutation(withdrawProposal, withdrawProposalAfterSuccess);
