import { fetchOffer } from '../../../contract/offer';
import { myOffer, offerView } from '../../db/offers';
import { createOperationMock } from '../operation-mock';

export const fetchOfferMock = createOperationMock(fetchOffer, ({ db, meId, query }) =>
  offerView(db, myOffer(db, meId, query.offer_id)),
);
