import { useSearchParams } from 'react-router-dom';

import { Offers } from '@lancer/features/offer/offers/offers';

/** /offers[?scope=sent]: the direct offers received and sent (decision 2202). */
export default function OffersRoute() {
  const [search, setSearch] = useSearchParams();
  return (
    <Offers
      initialScope={search.get('scope') === 'sent' ? 'sent' : 'received'}
      onScopeChange={(scope) => setSearch({ scope }, { replace: true })}
    />
  );
}
