import { fetchProposal } from '../../../contract/proposal';
import { checkProposalVisible } from '../../../rules/proposal-access';
import { refuse } from '../../db/mock-http-error';
import { sideOf } from '../../db/proposal-actions';
import { findOrThrow } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchProposalMock = createOperationMock(fetchProposal, ({ db, meId, query }) => {
  const proposal = findOrThrow(db.proposals, query.proposal_id, 'Proposal');
  refuse(checkProposalVisible(sideOf(proposal, meId)));
  return proposal;
});
