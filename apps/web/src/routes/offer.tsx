import { useNavigate, useParams } from 'react-router-dom';

import { Offer } from '@lancer/features/offer/offer/offer';

/** /offers/{offerId}: one direct offer for its client and its provider (decision 2202). */
export default function OfferRoute() {
  const { offerId = '' } = useParams();
  const navigate = useNavigate();
  return <Offer key={offerId} offerId={offerId} onProjectStarted={(href) => void navigate(href)} />;
}
