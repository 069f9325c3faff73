import { ApiError } from '@lancer/api/http/api-error';
import { useAcceptOffer } from '@lancer/api/offer/accept-offer';
import { useDeclineOffer } from '@lancer/api/offer/decline-offer';
import { useFetchOffer } from '@lancer/api/offer/fetch-offer';
import { useRequestOfferChanges } from '@lancer/api/offer/request-offer-changes';
import { useWithdrawOffer } from '@lancer/api/offer/withdraw-offer';
import { offerSideOf, type OfferSide } from '@lancer/api/rules/offer';
import type { Offer as OfferData } from '@lancer/api/schemas/offer';
import { useFetchProfile } from '@lancer/api/user/fetch-profile';
import type { Loadable } from '@lancer/ui/components/load-state';

import { toLoadable } from '../../lib/to-loadable';
import { paths } from '../../navigation/paths';
import { OfferView } from './offer-view';

export type OfferProps = {
  offerId: string;
  /** The project an accepted offer started: its hours page (hourly) or the project; the app goes there. */
  onProjectStarted: (href: string) => void;
};

/** The offer with the reader's side; anyone else is told it does not exist, as the server does. */
function withSide(offer: OfferData, viewerId: string): Loadable<{ offer: OfferData; side: OfferSide }> {
  const side = offerSideOf({ clientId: offer.client.user_id, providerId: offer.provider.user_id }, viewerId);
  return side ? { status: 'ready', data: { offer, side } } : { status: 'error' };
}

/** /offers/{offerId}, connected: the offer, the reader's side of it, and its answers. */
export function Offer({ offerId, onProjectStarted }: OfferProps) {
  const profile = useFetchProfile();
  const offer = useFetchOffer({ offer_id: offerId });
  const accept = useAcceptOffer();
  const requestChanges = useRequestOfferChanges();
  const decline = useDeclineOffer();
  const withdraw = useWithdrawOffer();
  const notFound = offer.error instanceof ApiError && offer.error.status === 404;
  const viewerId = profile.data?.account.basic.user_id ?? '';
  const loaded = toLoadable(offer);
  const me = toLoadable(profile);
  // My side decides what I may do, so nothing shows before both are known.
  const state: Loadable<{ offer: OfferData; side: OfferSide }> =
    loaded.status === 'error' || me.status === 'error'
      ? {
          status: 'error',
          onRetry: () => [loaded, me].forEach((load) => load.status === 'error' && load.onRetry?.()),
        }
      : loaded.status === 'ready' && me.status === 'ready'
        ? withSide(loaded.data, viewerId)
        : { status: 'loading' };
  /**
   * A refused answer (409: the offer expired, was revised, withdrawn or answered meanwhile) reloads
   * the offer as it is now, and the refusal goes back to the form that asked, which keeps its words.
   */
  const reloadOnConflict = async <T,>(call: Promise<T>) => {
    try {
      return await call;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) void offer.refetch();
      throw error;
    }
  };
  return (
    <OfferView
      state={state}
      notFound={notFound}
      viewerId={viewerId}
      onAccept={async (shown) => {
        // The revision read: a newer one is refused and the page reloads with it.
        const { project } = await reloadOnConflict(
          accept.mutateAsync({ body: { offer_id: shown.id, revision: shown.revision } }),
        );
        onProjectStarted(
          shown.hourly ? paths.projectHours.getHref(project.id) : paths.projects.getHref(project.id),
        );
      }}
      onRequestChanges={(shown, message) =>
        reloadOnConflict(requestChanges.mutateAsync({ body: { offer_id: shown.id, message } }))
      }
      onDecline={(shown, reason) =>
        reloadOnConflict(decline.mutateAsync({ body: { offer_id: shown.id, reason } }))
      }
      onWithdraw={(shown) => reloadOnConflict(withdraw.mutateAsync({ body: { offer_id: shown.id } }))}
    />
  );
}
