import { acceptProposal } from '../../../contract/proposal';
import { isStaleRevision, STALE_REVISION_MESSAGE } from '../../../rules/proposal-revision';
import { proposalActions } from '../../../states/proposal';
import { MockHttpError } from '../../db/mock-http-error';
import { checkProposalAction } from '../../db/proposal-actions';
import { tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const acceptProposalMock = createOperationMock(acceptProposal, ({ db, meId, body }) => {
  const proposal = checkProposalAction(db, meId, body.proposal_id, 'accept');
  if (isStaleRevision(proposal.revision, body.revision))
    throw new MockHttpError(409, 'CONFLICT', STALE_REVISION_MESSAGE);
  Object.assign(proposal, { status: proposalActions.accept.to, updated_at: tick(db) });
  return proposal;
});
