import { useTranslation } from 'react-i18next';

import type { OfferSide } from '@lancer/api/rules/offer';
import type { Offer } from '@lancer/api/schemas/offer';
import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Avatar } from '@lancer/ui/components/avatar';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { Skeleton } from '@lancer/ui/components/skeleton';

import { personName } from '../../lib/person-name';
import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { AppLink } from '../../navigation/app-link';
import { paths } from '../../navigation/paths';
import { OfferStatusBadge } from '../components/offer-status-badge';
import { OfferAnswers, type OfferAnswersProps } from './components/offer-answers';
import { OfferTermsCard } from './components/offer-terms-card';
import { OfferThread } from './components/offer-thread';

export type OfferViewProps = Pick<
  OfferAnswersProps,
  'onAccept' | 'onRequestChanges' | 'onDecline' | 'onWithdraw'
> & {
  /** The offer and the reader's side of it (its client or its provider). */
  state: Loadable<{ offer: Offer; side: OfferSide }>;
  /** The offer does not exist, or is not the reader's (the server answers both 404). */
  notFound: boolean;
  /** The reader: their own entries in the thread read "You". */
  viewerId: string;
};

const linkClassName = 'font-medium underline-offset-4 hover:underline';

/** The other side: the provider (to the client) links to their public profile; the client has none. */
function OtherParty({ offer, side }: { offer: Offer; side: OfferSide }) {
  const { t } = useTranslation('offer', { keyPrefix: 'offer' });
  const other = side === 'client' ? offer.provider : offer.client;
  const name = personName(other);
  return (
    <div className="flex items-center gap-3">
      <Avatar src={other.photo_url || null} email={other.flid} alt="" size={40} />
      <p className="flex flex-col text-sm">
        <span className="text-muted-foreground">{t(side === 'client' ? 'to' : 'from')}</span>
        {side === 'client' ? (
          <AppLink
            to={paths.providerProfile.getHref(other.flid)}
            className={linkClassName}
            aria-label={t('profileOf', { name })}
          >
            {name}
          </AppLink>
        ) : (
          <span className="font-medium">{name}</span>
        )}
      </p>
    </div>
  );
}

/**
 * /offers/{offerId} (decision 2202): a direct offer for its client and its provider. The terms,
 * start and expiry, the revision read, the description and the thread; the provider accepts, asks
 * for changes or declines, the client revises or withdraws.
 */
export function OfferView({ state, notFound, viewerId, ...on }: OfferViewProps) {
  const { t } = useTranslation('offer', { keyPrefix: 'offer' });
  const loadLabels = useLoadStateLabels();
  return (
    // A container, not the viewport, decides the layout: the Phone story shows it in a 390 px frame.
    <div className="@container w-full">
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 @md:px-6 @md:py-10">
        <AppLink
          to={paths.offers.getHref()}
          className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('back')}
        </AppLink>
        {notFound ? (
          <>
            <h1 className="text-2xl font-semibold tracking-tight">{t('notFoundTitle')}</h1>
            <Alert variant="warning">
              <AlertTitle>{t('notFound')}</AlertTitle>
            </Alert>
          </>
        ) : (
          <LoadState
            state={state}
            errorTitle={t('loadFailed')}
            skeleton={
              <>
                <Skeleton className="h-9 w-2/3" />
                <Skeleton className="h-24" />
                <Skeleton className="h-48" />
              </>
            }
            {...loadLabels}
          >
            {({ offer, side }) => {
              const other = personName(side === 'client' ? offer.provider : offer.client);
              return (
                <>
                  <header className="flex flex-col gap-4">
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <h1 className="min-w-0 text-2xl font-semibold tracking-tight break-words">
                        {offer.title}
                      </h1>
                      <OfferStatusBadge status={offer.status} className="mt-1.5" />
                    </div>
                    <div className="flex flex-wrap items-center justify-between gap-3">
                      <OtherParty offer={offer} side={side} />
                      {offer.revision > 1 ? (
                        <p className="text-sm font-medium">{t('revised', { revision: offer.revision })}</p>
                      ) : null}
                    </div>
                  </header>
                  <OfferAnswers offer={offer} side={side} otherName={other} {...on} />
                  <OfferTermsCard offer={offer} />
                  <section aria-labelledby="offer-description" className="flex flex-col gap-2">
                    <h2 id="offer-description" className="text-lg font-semibold">
                      {t('description')}
                    </h2>
                    <p className="text-sm break-words whitespace-pre-line">
                      {offer.description || (
                        <span className="text-muted-foreground">{t('noDescription')}</span>
                      )}
                    </p>
                  </section>
                  <OfferThread offer={offer} viewerId={viewerId} />
                </>
              );
            }}
          </LoadState>
        )}
      </div>
    </div>
  );
}
