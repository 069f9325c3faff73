import { withdrawProposal } from '../../../contract/proposal';
import { proposalActions } from '../../../states/proposal';
import { checkProposalAction } from '../../db/proposal-actions';
import { tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const withdrawProposalMock = createOperationMock(withdrawProposal, ({ db, meId, body }) => {
  const proposal = checkProposalAction(db, meId, body.proposal_id, 'withdraw');
  Object.assign(proposal, { status: proposalActions.withdraw.to, updated_at: tick(db) });
  return proposal;
});
