import { fetchOffers } from '../../../contract/offer';
import { offerView } from '../../db/offers';
import { paginate } from '../../db/views';
import { createOperationMock } from '../operation-mock';

/** The caller's sent (as the client) or received (as the provider) offers, newest first, by their status now. */
export const fetchOffersMock = createOperationMock(fetchOffers, ({ db, meId, query }) => {
  const mine = db.offers
    .filter((offer) => (query.scope === 'sent' ? offer.client_id : offer.provider_id) === meId)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
    .map((offer) => offerView(db, offer))
    .filter((offer) => !query.status || query.status.includes(offer.status));
  return paginate(mine, query);
});
