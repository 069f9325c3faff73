import { useLocation, useNavigate } from 'react-router-dom';

import { Quotes } from '@lancer/features/propose/quotes/quotes';

import { paths } from '../config/paths';

/**
 * /quotes: the filters live in the address (Back and a reload keep them); a sent proposal opens as
 * the provider's own, a received one names itself for the client.
 */
export default function QuotesRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Quotes
      search={location.search}
      onSearchChange={(search) => void navigate({ pathname: paths.quotes.path, search })}
      onProjectStarted={() => void navigate(paths.projects.getHref())}
    />
  );
}
