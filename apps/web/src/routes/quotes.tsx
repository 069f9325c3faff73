import { useNavigate } from 'react-router-dom';

import { Quotes } from '@lancer/features/propose/quotes/quotes';

import { paths } from '../config/paths';

/** /quotes: a sent proposal opens as the provider's own; a received one names itself for the client. */
export default function QuotesRoute() {
  const navigate = useNavigate();
  return (
    <Quotes
      hrefOf={(proposal, scope) =>
        paths.makeProposal.getHref(proposal.request_id, 'view') +
        (scope === 'received' ? `?proposal=${encodeURIComponent(proposal.id)}` : '')
      }
      onProjectStarted={() => void navigate(paths.projects.getHref())}
    />
  );
}
