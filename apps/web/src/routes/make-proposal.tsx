import { useNavigate, useParams, useSearchParams } from 'react-router-dom';

import { MakeProposal } from '@lancer/features/propose/make-proposal/make-proposal';
import type { MakeProposalMode } from '@lancer/features/propose/make-proposal/make-proposal-view';

import { paths } from '../config/paths';

const modes: MakeProposalMode[] = ['new', 'edit', 'view'];

/** /make-proposal/{requestId}/{loadingMode}; ?proposal= names the proposal for the job's client. */
export default function MakeProposalRoute() {
  const { requestId = '', loadingMode = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const mode = modes.includes(loadingMode as MakeProposalMode) ? (loadingMode as MakeProposalMode) : 'view';
  const proposalId = search.get('proposal') ?? undefined;
  return (
    <MakeProposal
      key={`${requestId}/${mode}`}
      requestId={requestId}
      mode={mode}
      proposalId={proposalId}
      onSent={(id) => void navigate(paths.proposalSubmitted.getHref(id))}
      onProjectStarted={() => void navigate(paths.projects.getHref())}
    />
  );
}
