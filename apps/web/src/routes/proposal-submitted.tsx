import { useParams } from 'react-router-dom';

import { ProposalSubmitted } from '@lancer/features/propose/proposal-submitted/proposal-submitted';

import { paths } from '../config/paths';

const hrefs = {
  proposal: (requestId: string) => paths.makeProposal.getHref(requestId, 'view'),
  jobs: paths.jobs.getHref(),
  quotes: paths.quotes.getHref(),
};

export default function ProposalSubmittedRoute() {
  const { proposalId = '' } = useParams();
  return <ProposalSubmitted proposalId={proposalId} hrefs={hrefs} />;
}
