import { createProposal } from '../../../contract/proposal';
import { checkNewProposal } from '../../../rules/request-access';
import { isInvited, markInvitationProposed } from '../../db/invitations';
import { hourlyTermsRefusal } from '../../../rules/hourly';
import { MockHttpError, refuse } from '../../db/mock-http-error';
import { emitMockNotification } from '../../db/notifications';
import { newId, tick } from '../../db/store';
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
  const now = tick(db);
  const { request_id, ...fields } = body;
  const proposal = {
    ...fields,
    request_id,
    id: newId('proposal'),
    request_title: request.title,
    provider: summaryOf(me),
    client: request.client,
    status: 'APPLYING' as const,
    revision: 1,
    project_id: null,
    reject_reason: null,
    weekly_limit_hours: null,
    created_at: now,
    updated_at: now,
  };
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
