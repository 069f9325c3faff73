import { useTranslation } from 'react-i18next';

import type { Offer } from '@lancer/api/schemas/offer';
import { Button } from '@lancer/ui/components/button';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lancer/ui/components/tabs';

import { LoadMoreButton, type LoadMore } from '../../lib/load-more-button';
import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { AppLink } from '../../navigation/app-link';
import { paths } from '../../navigation/paths';
import { OfferRow } from './components/offer-row';

export type OfferScope = 'received' | 'sent';
const offerScopes: readonly OfferScope[] = ['received', 'sent'];

export type OffersViewProps = {
  /** Offers received (as a provider) or sent (as a client). */
  scope: OfferScope;
  onScopeChange: (scope: OfferScope) => void;
  /** The scope's offers, newest first. */
  offers: Loadable<readonly Offer[]>;
  /** The next page, while there is one (LIST-LOAD-MORE). */
  more: LoadMore | null;
};

/** /offers (decision 2202): the direct offers received and sent, each a list that loads page after page. */
export function OffersView({ scope, onScopeChange, offers, more }: OffersViewProps) {
  const { t } = useTranslation('offer', { keyPrefix: 'offers' });
  const loadLabels = useLoadStateLabels();
  const empty =
    scope === 'received'
      ? {
          title: t('emptyReceivedTitle'),
          description: t('emptyReceivedBody'),
          action: (
            <Button asChild variant="outline">
              <AppLink to={paths.work.getHref()}>{t('emptyReceivedAction')}</AppLink>
            </Button>
          ),
        }
      : {
          title: t('emptySentTitle'),
          description: t('emptySentBody'),
          action: (
            <Button asChild>
              <AppLink to={paths.workers.getHref()}>{t('emptySentAction')}</AppLink>
            </Button>
          ),
        };
  return (
    // A container, not the viewport, decides the rows' layout: the Phone story shows it in a 390 px frame.
    <div className="@container w-full">
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-8 @md:px-6 @md:py-10">
        <PageHeader title={t('title')} description={t('lead')} className="pb-2" />
        <Tabs value={scope} onValueChange={(value) => onScopeChange(value as OfferScope)}>
          <TabsList aria-label={t('scope')}>
            {offerScopes.map((item) => (
              <TabsTrigger key={item} value={item}>
                {t(item)}
              </TabsTrigger>
            ))}
          </TabsList>
          {offerScopes.map((item) => (
            <TabsContent key={item} value={item} className="pt-2">
              {/* The rows' and the empty state's headings sit under the tab's own. */}
              <h2 className="sr-only">{t(item === 'received' ? 'receivedList' : 'sentList')}</h2>
              {item === scope ? (
                <LoadState
                  state={offers}
                  errorTitle={t('loadFailed')}
                  isEmpty={(items) => items.length === 0}
                  empty={empty}
                  {...loadLabels}
                >
                  {(items) => (
                    <>
                      <ul
                        aria-label={t(scope === 'received' ? 'receivedList' : 'sentList')}
                        className="flex flex-col divide-y rounded-lg border"
                      >
                        {items.map((offer) => (
                          <li key={offer.id}>
                            <OfferRow offer={offer} scope={scope} />
                          </li>
                        ))}
                      </ul>
                      <LoadMoreButton more={more} />
                    </>
                  )}
                </LoadState>
              ) : null}
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </div>
  );
}
