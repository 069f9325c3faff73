import { createProposal } from '../../../contract/proposal';
import { checkNewProposal } from '../../../rules/request-access';
import { isInvited, markInvitationProposed } from '../../db/invitations';
import { hourlyTermsRefusal } from '../../../rules/hourly';
import { MockHttpError, refuse } from '../../db/mock-http-error';
import { emitMockNotification } from '../../db/notifications';
import { newProposal } from '../../db/proposal-actions';
import { findOrThrow, hasProposed, requestFacts } from '../../db/views';
import { summaryOf } from '../../factories/user';
import { createOperationMock } from '../operation-mock';

export const createProposalMock = createOperationMock(createProposal, ({ db, me, meId, body }) => {
  const request = findOrThrow(db.requests, body.request_id, 'Request');
  refuse(
    checkNewProposal(
      requestFacts(request),
      meId,
      hasProposed(db, request.id, meId),
      isInvited(db, request.id, meId),
    ),
  );
  const mismatch = hourlyTermsRefusal(request.budget_type, body.hourly);
  if (mismatch) throw new MockHttpError(400, 'VALIDATION_FAILED', mismatch, { hourly: mismatch });
  const { request_id: _request, ...terms } = body;
  const proposal = newProposal(db, request, summaryOf(me), terms);
  db.proposals.unshift(proposal);
  markInvitationProposed(db, request.id, meId, proposal.id);
  emitMockNotification(db, {
    recipientId: request.client.user_id,
    kind: 'proposal_received',
    subject: { request_id: request.id, proposal_id: proposal.id },
    actor: summaryOf(me),
    title: request.title,
  });
  return proposal;
});
