import { acceptProposal } from '../../../contract/proposal';
import { proposalActions } from '../../../states/proposal';
import { checkProposalAction } from '../../db/proposal-actions';
import { tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const acceptProposalMock = createOperationMock(acceptProposal, ({ db, meId, body }) => {
  const proposal = checkProposalAction(db, meId, body.proposal_id, 'accept');
  Object.assign(proposal, { status: proposalActions.accept.to, updated_at: tick(db) });
  return proposal;
});
