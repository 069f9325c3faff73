import { rejectProposal } from '../../../contract/proposal';
import { proposalActions } from '../../../states/proposal';
import { checkProposalAction } from '../../db/proposal-actions';
import { tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const rejectProposalMock = createOperationMock(rejectProposal, ({ db, meId, body }) => {
  const proposal = checkProposalAction(db, meId, body.proposal_id, 'reject');
  proposal.reject_reason = body.reason || null;
  Object.assign(proposal, { status: proposalActions.reject.to, updated_at: tick(db) });
  return proposal;
});
