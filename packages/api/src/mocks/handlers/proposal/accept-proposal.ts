import { acceptProposal } from '../../../contract/proposal';
import { weeklyLimitRefusal } from '../../../rules/hourly';
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
  const missing = weeklyLimitRefusal(proposal.hourly, body.weekly_limit_hours);
  if (missing) throw new MockHttpError(400, 'VALIDATION_FAILED', missing, { weekly_limit_hours: missing });
  Object.assign(proposal, {
    status: proposalActions.accept.to,
    weekly_limit_hours: proposal.hourly ? (body.weekly_limit_hours ?? null) : null,
    updated_at: tick(db),
  });
  return proposal;
});
