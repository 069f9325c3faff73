import { ProviderHub } from '@lancer/features/propose/provider-hub/provider-hub';

import { paths } from '../config/paths';

const hrefs = {
  work: paths.work.getHref(),
  jobs: paths.jobs.getHref(),
  quotes: paths.quotes.getHref(),
  proposal: (proposal: { request_id: string }) => paths.makeProposal.getHref(proposal.request_id, 'view'),
  makeProposal: (requestId: string) => paths.makeProposal.getHref(requestId, 'new'),
  viewProposal: (requestId: string) => paths.makeProposal.getHref(requestId, 'view'),
};

export default function ProviderHubRoute() {
  return <ProviderHub hrefs={hrefs} />;
}
