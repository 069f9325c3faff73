import { fetchProposals } from '../../../contract/proposal';
import { newestFirst, paginate } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchProposalsMock = createOperationMock(fetchProposals, ({ db, meId, query }) => {
  const matches = db.proposals.filter(
    (proposal) =>
      (query.scope === 'sent' ? proposal.provider.user_id === meId : proposal.client.user_id === meId) &&
      (!query.request_id || proposal.request_id === query.request_id) &&
      (!query.status || query.status.includes(proposal.status)),
  );
  return paginate(newestFirst(matches), query);
});
