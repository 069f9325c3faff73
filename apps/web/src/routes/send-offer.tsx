import { useNavigate, useParams, useSearchParams } from 'react-router-dom';

import { SendOffer } from '@lancer/features/offer/send-offer/send-offer';

import { paths } from '../config/paths';

/**
 * /offers/new?provider_id= (a new direct offer) and /offers/{offerId}/revise (the client's offer,
 * filled in, to send again): sent, the offer's page shows it (decision 2202).
 */
export default function SendOfferRoute() {
  const { offerId } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const onSent = (id: string) => void navigate(paths.offer.getHref(id));
  const providerId = search.get('provider_id');
  return offerId ? (
    <SendOffer key={offerId} mode="revise" offerId={offerId} onSent={onSent} />
  ) : (
    <SendOffer key={providerId ?? ''} mode="new" providerId={providerId} onSent={onSent} />
  );
}
