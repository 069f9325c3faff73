import { declineOffer } from '../../../contract/offer';
import { offerActions } from '../../../states/offer';
import { checkMockOfferAction, offerView, tellOfferSide } from '../../db/offers';
import { newId, tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

/** DECLINED, with the reason (null when none was given; the thread's last entry either way). */
export const declineOfferMock = createOperationMock(declineOffer, ({ db, meId, body }) => {
  const stored = checkMockOfferAction(db, meId, body.offer_id, 'decline');
  const now = tick(db);
  Object.assign(stored, {
    status: offerActions.decline.to,
    decline_reason: body.reason || null,
    updated_at: now,
  });
  stored.messages.push({
    id: newId('offer-message'),
    author_id: meId,
    kind: 'declined',
    body: body.reason,
    revision: stored.revision,
    created_at: now,
  });
  tellOfferSide(db, stored, { to: 'client', kind: 'offer_declined', actorId: meId });
  return offerView(db, stored);
});
