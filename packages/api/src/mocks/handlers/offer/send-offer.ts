import { sendOffer } from '../../../contract/offer';
import { refuseOfferRecipient, refuseOfferStartDate } from '../../../rules/offer';
import type { StoredOffer } from '../../db/mock-db';
import { offerNow, offerTermsOf, offerView, tellOfferSide } from '../../db/offers';
import { refusalError } from '../../db/rule-refusal';
import { newId, tick } from '../../db/store';
import { findUser } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const sendOfferMock = createOperationMock(sendOffer, ({ db, meId, body }) => {
  const refusal =
    refuseOfferRecipient(meId, body.provider_id) ?? refuseOfferStartDate(body.start_date, offerNow(db));
  if (refusal) throw refusalError(refusal);
  findUser(db, body.provider_id);
  const now = tick(db);
  const stored: StoredOffer = {
    id: newId('offer'),
    client_id: meId,
    provider_id: body.provider_id,
    ...offerTermsOf(db, body),
    status: 'SENT',
    revision: 1,
    messages: [],
    decline_reason: null,
    request_id: null,
    proposal_id: null,
    project_id: null,
    created_at: now,
    updated_at: now,
  };
  db.offers.unshift(stored);
  tellOfferSide(db, stored, { to: 'provider', kind: 'offer_received', actorId: meId });
  return offerView(db, stored);
});
