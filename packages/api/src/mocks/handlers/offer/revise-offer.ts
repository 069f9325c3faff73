import { reviseOffer } from '../../../contract/offer';
import { refuseOfferStartDate } from '../../../rules/offer';
import { offerActions } from '../../../states/offer';
import {
  checkMockOfferAction,
  offerForAction,
  offerNow,
  offerTermsOf,
  offerView,
  tellOfferSide,
} from '../../db/offers';
import { refusalError } from '../../db/rule-refusal';
import { newId, tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

/** Every field again, the revision up, the expiry started again, SENT; the note joins the thread. */
export const reviseOfferMock = createOperationMock(reviseOffer, ({ db, meId, body }) => {
  // As the server: who may revise first, then the start date, then the offer's state.
  offerForAction(db, meId, body.offer_id, 'revise');
  const refusal = refuseOfferStartDate(body.start_date, offerNow(db));
  if (refusal) throw refusalError(refusal);
  const stored = checkMockOfferAction(db, meId, body.offer_id, 'revise');
  const now = tick(db);
  const revision = stored.revision + 1;
  Object.assign(stored, {
    ...offerTermsOf(db, body),
    status: offerActions.revise.to,
    revision,
    updated_at: now,
  });
  stored.messages.push({
    id: newId('offer-message'),
    author_id: meId,
    kind: 'revised',
    body: body.note,
    revision,
    created_at: now,
  });
  tellOfferSide(db, stored, { to: 'provider', kind: 'offer_revised', actorId: meId });
  return offerView(db, stored);
});
