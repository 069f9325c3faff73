import { useFetchProposal } from '@lancer/api/proposal/fetch-proposal';

import { toLoadable } from '../../lib/to-loadable';
import { ProposalSubmittedView, type ProposalSubmittedViewProps } from './proposal-submitted-view';

export type ProposalSubmittedProps = { proposalId: string; hrefs: ProposalSubmittedViewProps['hrefs'] };

/** /proposal-submitted/{proposalId}, connected. */
export function ProposalSubmitted({ proposalId, hrefs }: ProposalSubmittedProps) {
  const proposal = useFetchProposal({ proposal_id: proposalId });
  return <ProposalSubmittedView state={toLoadable(proposal)} hrefs={hrefs} />;
}
