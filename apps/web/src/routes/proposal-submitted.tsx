import { useParams } from 'react-router-dom';

import { ProposalSubmitted } from '@lancer/features/propose/proposal-submitted/proposal-submitted';

export default function ProposalSubmittedRoute() {
  const { proposalId = '' } = useParams();
  return <ProposalSubmitted proposalId={proposalId} />;
}
