import { fetchProposalRevisions } from '../../../contract/proposal';
import { forbidden } from '../../db/mock-http-error';
import { revisionsOf } from '../../db/proposal-revisions';
import { findOrThrow } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchProposalRevisionsMock = createOperationMock(
  fetchProposalRevisions,
  ({ db, meId, query }) => {
    const proposal = findOrThrow(db.proposals, query.proposal_id, 'Proposal');
    if (proposal.provider.user_id !== meId && proposal.client.user_id !== meId) throw forbidden();
    return { items: revisionsOf(db, proposal) };
  },
);
