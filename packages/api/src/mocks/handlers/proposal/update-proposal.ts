import { updateProposal } from '../../../contract/proposal';
import { hourlyTermsRefusal } from '../../../rules/hourly';
import { canReviseProposal, REVISE_ONLY_WHILE_APPLYING } from '../../../rules/proposal-revision';
import { forbidden, MockHttpError } from '../../db/mock-http-error';
import { revisionsOf } from '../../db/proposal-revisions';
import { tick } from '../../db/store';
import { findOrThrow } from '../../db/views';
import { revisionOf } from '../../factories/proposal';
import { createOperationMock } from '../operation-mock';

export const updateProposalMock = createOperationMock(updateProposal, ({ db, meId, body }) => {
  const proposal = findOrThrow(db.proposals, body.proposal_id, 'Proposal');
  if (proposal.provider.user_id !== meId) throw forbidden('Only the provider can revise this proposal');
  if (!canReviseProposal(proposal.status))
    throw new MockHttpError(409, 'INVALID_STATE_TRANSITION', REVISE_ONLY_WHILE_APPLYING);
  const request = findOrThrow(db.requests, proposal.request_id, 'Request');
  const mismatch = hourlyTermsRefusal(request.budget_type, body.hourly);
  if (mismatch) throw new MockHttpError(400, 'VALIDATION_FAILED', mismatch, { hourly: mismatch });
  const revisions = revisionsOf(db, proposal);
  const { proposal_id: _id, ...fields } = body;
  Object.assign(proposal, { ...fields, revision: proposal.revision + 1, updated_at: tick(db) });
  db.proposalRevisions[proposal.id] = [...revisions, revisionOf(proposal)];
  return proposal;
});
