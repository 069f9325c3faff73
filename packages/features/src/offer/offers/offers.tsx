import { useState } from 'react';

import { useFetchOfferPages } from '@lancer/api/offer/fetch-offers';

import { itemsOfPages, toLoadMore } from '../../lib/load-more';
import { toLoadable } from '../../lib/to-loadable';
import { OffersView, type OfferScope } from './offers-view';

const OFFERS_PAGE_SIZE = 20;

export type OffersProps = {
  /** The tab shown first (?scope=): offers received, or sent. */
  initialScope?: OfferScope;
  /** The tab picked: the app keeps it in the address, so going back returns to it. */
  onScopeChange?: (scope: OfferScope) => void;
};

/** /offers, connected: the scope's offers a page at a time (LIST-LOAD-MORE). */
export function Offers({ initialScope = 'received', onScopeChange }: OffersProps) {
  const [scope, setScope] = useState<OfferScope>(initialScope);
  const offers = useFetchOfferPages({ scope, page_size: OFFERS_PAGE_SIZE });
  return (
    <OffersView
      scope={scope}
      onScopeChange={(next) => {
        setScope(next);
        onScopeChange?.(next);
      }}
      offers={toLoadable(offers, itemsOfPages)}
      more={toLoadMore(offers)}
    />
  );
}
