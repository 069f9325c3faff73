import { withdrawOffer } from '../../../contract/offer';
import { offerActions } from '../../../states/offer';
import { checkMockOfferAction, offerView, tellOfferSide } from '../../db/offers';
import { tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const withdrawOfferMock = createOperationMock(withdrawOffer, ({ db, meId, body }) => {
  const stored = checkMockOfferAction(db, meId, body.offer_id, 'withdraw');
  Object.assign(stored, { status: offerActions.withdraw.to, updated_at: tick(db) });
  tellOfferSide(db, stored, { to: 'provider', kind: 'offer_withdrawn', actorId: meId });
  return offerView(db, stored);
});
