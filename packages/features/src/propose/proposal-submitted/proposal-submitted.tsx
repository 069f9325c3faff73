import { useFetchProposal } from '@lancer/api/proposal/fetch-proposal';

import { toLoadable } from '../../lib/to-loadable';
import { ProposalSubmittedView } from './proposal-submitted-view';

export type ProposalSubmittedProps = { proposalId: string };

/** /proposal-submitted/{proposalId}, connected. */
export function ProposalSubmitted({ proposalId }: ProposalSubmittedProps) {
  const proposal = useFetchProposal({ proposal_id: proposalId });
  return <ProposalSubmittedView state={toLoadable(proposal)} />;
}
