import { useLocation } from 'react-router-dom';

import { Workers } from '@lancer/features/hire/workers/workers';

/** /workers: the address starts the search (?find=, or a saved search's filters); a new one starts afresh. */
export default function WorkersRoute() {
  const { search } = useLocation();
  return <Workers key={search} search={search} />;
}
