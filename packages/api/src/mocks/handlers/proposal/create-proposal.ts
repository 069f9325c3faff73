import { createProposal } from '../../../contract/proposal';
import { MockHttpError, forbidden, invalidTransition } from '../../db/mock-http-error';
import { newId, tick } from '../../db/store';
import { findOrThrow } from '../../db/views';
import { summaryOf } from '../../factories/user';
import { createOperationMock } from '../operation-mock';

export const createProposalMock = createOperationMock(createProposal, ({ db, me, meId, body }) => {
  const request = findOrThrow(db.requests, body.request_id, 'Request');
  if (request.client.user_id === meId) throw forbidden('You cannot propose on your own job');
  if (request.status !== 'RECRUITING') throw invalidTransition('job', request.status, 'propose on');
  if (
    db.proposals.some((proposal) => proposal.request_id === request.id && proposal.provider.user_id === meId)
  ) {
    throw new MockHttpError(409, 'CONFLICT', 'You already proposed on this job');
  }
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
    created_at: now,
    updated_at: now,
  };
  db.proposals.unshift(proposal);
  return proposal;
});
