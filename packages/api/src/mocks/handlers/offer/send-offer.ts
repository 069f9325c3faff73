import { sendOffer } from '../../../contract/offer';
import { offerExpiresAt, refuseOfferRecipient, refuseOfferStartDate } from '../../../rules/offer';
import type { StoredOffer } from '../../db/mock-db';
import { offerNow, offerView, tellOfferSide } from '../../db/offers';
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
    title: body.title,
    description: body.description,
    currency: body.currency,
    milestones: body.milestones,
    payment_plan: body.payment_plan,
    hourly: body.hourly,
    start_date: body.start_date,
    expires_at: offerExpiresAt(offerNow(db), body.expires_in_days).toISOString(),
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
